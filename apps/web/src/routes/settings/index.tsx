import {
  defaultSettingsTab,
  SettingsPage,
  settingsTabs,
  type SettingsTab,
} from '@salesdash/feature-settings-tabs';
import { accessLevels } from '@salesdash/api-contract';
import { sessionAtom } from '@salesdash/data-access-auth';
import { createFileRoute, Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ColorModeSwitch } from '../-components/color-mode-switch.tsx';

export const Route = createFileRoute('/settings/')({
  staticData: { routeName: 'settings' },
  component: SettingsRoute,
});

/** The admin's screens of the organization, opened now and then: here rather than in the bar. */
const adminLinks = [
  { to: '/settings/people', label: 'People', description: 'access, managers, deactivation' },
  { to: '/settings/products', label: 'Products', description: 'and who sells them as what' },
  { to: '/settings/roles', label: 'Sales roles', description: 'and their commission rates' },
  { to: '/settings/webhooks', label: 'Webhooks', description: 'events from a CRM or Stripe' },
  { to: '/settings/import', label: 'Import', description: 'history from spreadsheets' },
  { to: '/settings/billing', label: 'Billing', description: 'seats purchased and used' },
  { to: '/settings/audit', label: 'Audit log', description: 'who changed what, and when' },
  { to: '/settings/api-keys', label: 'API keys', description: 'for other services, by scope' },
] as const;

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
          <ul aria-label="Administration" className="flex flex-col gap-2">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-fg underline underline-offset-2">
                  {link.label}
                </Link>
                <span className="text-fg-muted"> · {link.description}</span>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
