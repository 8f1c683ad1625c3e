import { RolesScreen } from '@salesdash/feature-settings-admin';
import { createFileRoute } from '@tanstack/react-router';

// The screen rides in this route's split chunk (autoCodeSplitting): no first page pays for it.
export const Route = createFileRoute('/settings/roles')({
  staticData: { routeName: 'settings-roles' },
  component: RolesScreen,
});
