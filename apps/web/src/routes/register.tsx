import { createFileRoute, redirect } from '@tanstack/react-router';

// The guard already sends /register to / (its step 1); this keeps the route honest on its own.
export const Route = createFileRoute('/register')({
  staticData: { routeName: 'register' },
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
