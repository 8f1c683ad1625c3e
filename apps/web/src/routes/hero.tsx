import { HeroPage } from '@salesdash/feature-showcase';
import { createFileRoute } from '@tanstack/react-router';
import { LinkButton } from './-components/link-button.tsx';

export const Route = createFileRoute('/hero')({
  staticData: { routeName: 'hero' },
  component: () => <HeroPage signIn={<LinkButton to="/login">Sign in</LinkButton>} />,
});
