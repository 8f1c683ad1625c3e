import { useLocation } from '@tanstack/react-router';
import { LinkButton } from './link-button.tsx';

/**
 * The 404 page: 'Page Not Found: {path}' and the way home. The whole screen, its own
 * main landmark, unless `inFrame` (inside the app's frame, which has one).
 */
export function NotFoundPage({ inFrame }: { inFrame: boolean }) {
  const { pathname } = useLocation();
  const message = (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold text-brand">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found: {pathname}</h1>
      <p className="text-sm text-fg-muted">The page you asked for does not exist or has moved.</p>
      <div className="mt-2">
        <LinkButton to="/">Go to overview</LinkButton>
      </div>
    </div>
  );
  if (inFrame) return message;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-bg px-6 text-fg">
      {message}
    </main>
  );
}
