import { useLocation } from '@tanstack/react-router';
import { LinkButton } from './link-button.tsx';

/** The words of spec §8's 404 page: 'Page Not Found: {path}', and the way home. */
export function NotFoundMessage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold text-brand">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found: {pathname}</h1>
      <p className="text-sm text-fg-muted">The page you asked for does not exist or has moved.</p>
      <div className="mt-2">
        <LinkButton to="/">Go to overview</LinkButton>
      </div>
    </div>
  );
}

/** The 404 page of spec §8 for a path that matches nothing: the whole screen. */
export function NotFoundPage() {
  return (
    // It replaces the whole layout, so it is the page's main landmark itself.
    <main className="flex min-h-screen flex-col items-center justify-center bg-bg px-6 text-fg">
      <NotFoundMessage />
    </main>
  );
}
