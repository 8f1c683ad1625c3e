import { createFileRoute } from '@tanstack/react-router';
import { ProductIntro } from './-components/product-intro.tsx';

export const Route = createFileRoute('/landing')({
  staticData: { routeName: 'landing' },
  component: LandingPage,
});

function LandingPage() {
  return <ProductIntro label="Landing (demo)" />;
}
