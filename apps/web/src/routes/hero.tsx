import { sessionAtom } from '@salesdash/data-access-auth';
import { HeroPage } from '@salesdash/feature-showcase';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { LinkButton } from './-components/link-button.tsx';

export const Route = createFileRoute('/hero')({
  staticData: { routeName: 'hero' },
  component: HeroRoute,
});

/** The public page's way in: sign in, or for someone already signed in, their dashboard. */
function HeroRoute() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  return (
    <HeroPage
      wayIn={
        signedIn ? (
          <LinkButton to="/">Open your dashboard</LinkButton>
        ) : (
          <LinkButton to="/login">Sign in</LinkButton>
        )
      }
    />
  );
}
