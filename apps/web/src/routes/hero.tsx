import { createFileRoute } from '@tanstack/react-router';
import { ProductIntro } from './-components/product-intro.tsx';

export const Route = createFileRoute('/hero')({
  staticData: { routeName: 'hero' },
  component: HeroPage,
});

function HeroPage() {
  return <ProductIntro label="Hero (demo)" />;
}
