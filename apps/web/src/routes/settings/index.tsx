import {
  defaultSettingsTab,
  SettingsPage,
  settingsTabs,
  type SettingsTab,
} from '@salesdash/feature-settings';
import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import { createFileRoute, Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ColorModeSwitch } from '../-components/color-mode-switch.tsx';

export const Route = createFileRoute('/settings/')({
  staticData: { routeName: 'settings' },
  component: SettingsRoute,
});

const tabOf = (value: string | undefined): SettingsTab =>
  settingsTabs.find((tab) => tab.value === value)?.value ?? defaultSettingsTab;

/**
 * The tab lives in the URL (`?tab=password`): a reload or a copied link opens the same one. It
 * is read here rather than by a validateSearch: what a route declares outside its split chunk
 * loads with every page.
 */
function SettingsRoute() {
  const navigate = useNavigate();
  const user = useAtomValue(sessionAtom);
  const { tab } = useSearch({ strict: false }) as { tab?: unknown };
  const isAdmin = user !== null && user.access <= accessLevels.admin;
  return (
    <SettingsPage
      tab={tabOf(typeof tab === 'string' ? tab : undefined)}
      onTabChange={(next) =>
        void navigate({
          to: '/settings',
          search: next === defaultSettingsTab ? {} : { tab: next },
          replace: true,
        })
      }
      email={user?.email ?? ''}
      organizationId={isAdmin ? user.organization_id : undefined}
      colorMode={<ColorModeSwitch />}
      administration={
        isAdmin ? (
          <Link to="/settings/audit" className="font-medium text-fg underline underline-offset-2">
            Audit log
          </Link>
        ) : undefined
      }
    />
  );
}
