import { CompleteRegistrationPage } from '@salesdash/feature-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchToken } from '../navigation/search-token.ts';
import { ColorModeSwitch } from './-components/color-mode-switch.tsx';

const completeRegistrationSearchSchema = z.object({
  // The single-use token of an invite link (`/complete-registration?token=<token>`).
  token: z.catch(z.optional(searchToken), undefined),
});

export const Route = createFileRoute('/complete-registration')({
  validateSearch: (search) => completeRegistrationSearchSchema.parse(search),
  staticData: { routeName: 'complete-registration' },
  component: CompleteRegistrationRoute,
});

function CompleteRegistrationRoute() {
  const { token } = Route.useSearch();
  const router = useRouter();
  return (
    <CompleteRegistrationPage
      token={token}
      actions={<ColorModeSwitch />}
      onSignedIn={() => {
        router.options.context.queryClient.clear();
        void router.navigate({ to: '/', replace: true });
      }}
    />
  );
}
