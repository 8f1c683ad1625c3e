import { readStoredUser, signOut } from '@salesdash/data-access-auth';
import { LoginPage } from '@salesdash/feature-auth';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { safeRedirectTarget } from '../navigation/safe-redirect-target.ts';
import { ColorModeSwitch } from './-components/color-mode-switch.tsx';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  // TanStack parses `wipeOut=true` as a boolean; accept the string form too.
  wipeOut: z.preprocess(
    (value) => (value === true || value === 'true' ? true : undefined),
    z.literal(true).optional(),
  ),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => loginSearchSchema.parse(search),
  staticData: { routeName: 'login' },
  beforeLoad: ({ search, context, preload }) => {
    if (preload) return;
    if (search.wipeOut) {
      // Arrived from the guard without a valid session: drop whatever the last session left.
      signOut(context.store, { wipeOut: true });
      context.queryClient.clear();
      return;
    }
    if (readStoredUser())
      throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  const router = useRouter();
  return (
    <LoginPage
      actions={<ColorModeSwitch />}
      onSignedIn={() => {
        router.options.context.queryClient.clear();
        void router.navigate({ href: safeRedirectTarget(target), replace: true });
      }}
    />
  );
}
