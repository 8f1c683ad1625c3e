import { readStoredUser, signOut } from '@salesdash/data-access-auth';
import { LoginPage } from '@salesdash/feature-auth';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isChunkReloadKey } from '../build-refresh/should-reload-for-chunk-error.ts';
import { safeRedirectTarget } from '../navigation/safe-redirect-target.ts';
import { searchToken } from '../navigation/search-token.ts';
import { ColorModeSwitch } from './-components/color-mode-switch.tsx';

const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  // TanStack parses `wipeOut=true` as a boolean; accept the string form too.
  wipeOut: z.pipe(
    z.transform((value) => (value === true || value === 'true' ? true : undefined)),
    z.optional(z.literal(true)),
  ),
  // The single-use token of a reset link (`/login?reset=<token>`).
  reset: z.catch(z.optional(searchToken), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => loginSearchSchema.parse(search),
  staticData: { routeName: 'login' },
  beforeLoad: ({ search, context, preload }) => {
    if (preload) return;
    if (search.wipeOut) {
      // Arrived from the guard without a valid session: drop whatever the last session left.
      // The chunk-reload throttle survives it: otherwise a missing chunk reloads without end.
      signOut(context.store, { wipeOut: true, keepSessionKey: isChunkReloadKey });
      context.queryClient.clear();
      return;
    }
    // A reset link opens the new-password form even in a signed-in browser: it is for whoever
    // holds the link, and completing it replaces the session.
    if (readStoredUser() && !search.reset)
      throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target, reset } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  return (
    <LoginPage
      actions={<ColorModeSwitch />}
      {...(reset ? { resetToken: reset } : {})}
      onResetTokenDone={() =>
        // The token leaves the address bar (and history) once the form no longer needs it.
        void navigate({ search: (prev) => ({ ...prev, reset: undefined }), replace: true })
      }
      onSignedIn={() => {
        router.options.context.queryClient.clear();
        void router.navigate({ href: safeRedirectTarget(target), replace: true });
      }}
    />
  );
}
