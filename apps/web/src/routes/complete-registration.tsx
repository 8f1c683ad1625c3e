import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/complete-registration')({
  staticData: { routeName: 'complete-registration' },
  component: CompleteRegistrationPage,
});

function CompleteRegistrationPage() {
  return (
    <ComingSoonPanel title="Complete your registration" capability="invitations and registration" />
  );
}
