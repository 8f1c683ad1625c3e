import { SettingsPage, settingsTabs, type SettingsTab } from '@salesdash/feature-settings';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ColorModeSwitch } from '../-components/color-mode-switch.tsx';

const tabOf = (value: unknown): SettingsTab =>
  settingsTabs.find((tab) => tab.value === value)?.value ?? 'notifications';

export const Route = createFileRoute('/settings/')({
  staticData: { routeName: 'settings' },
  // The tab lives in the URL: a reload or a copied link opens the same one.
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } =>
    search['tab'] === undefined ? {} : { tab: tabOf(search['tab']) },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate({ from: '/settings/' });
  return (
    <SettingsPage
      tab={tab ?? 'notifications'}
      onTabChange={(next) =>
        void navigate({ search: next === 'notifications' ? {} : { tab: next }, replace: true })
      }
      colorMode={<ColorModeSwitch />}
    />
  );
}
