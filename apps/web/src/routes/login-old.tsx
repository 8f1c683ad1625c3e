import { Alert } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { LinkButton } from './-components/link-button.tsx';

export const Route = createFileRoute('/login-old')({
  staticData: { routeName: 'login-old' },
  component: LoginOldPage,
});

function LoginOldPage() {
  return (
    <div className="flex max-w-sm flex-col items-center gap-4 text-center">
      <h1 className="text-xl font-semibold text-fg">Previous sign-in page</h1>
      <Alert tone="info">This page is kept for old bookmarks. Sign in on the new page.</Alert>
      <LinkButton to="/login">Go to sign in</LinkButton>
    </div>
  );
}
