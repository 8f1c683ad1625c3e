import { ComingSoonPanel } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/settings/')({
  staticData: { routeName: 'settings' },
  component: SettingsPage,
});

function SettingsPage() {
  return <ComingSoonPanel title="Settings" capability="settings and administration" />;
}
