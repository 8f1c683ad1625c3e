import { createFileRoute, redirect } from '@tanstack/react-router';

// Old bookmarks of the previous sign-in page land on the current one, with what they asked for.
export const Route = createFileRoute('/login-old')({
  staticData: { routeName: 'login-old' },
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login', search, replace: true });
  },
});
