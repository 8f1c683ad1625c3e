import { apiKeyScopes, type ApiKeyScope } from '@salesdash/api-contract';
import type { CheckboxGroupOption } from '@salesdash/ui-kit';

/** Each scope's name on screen and what it lets a key do (docs/decisions/0054-api-keys.md). */
export const apiKeyScopeText: Record<ApiKeyScope, { label: string; hint: string }> = {
  'metrics:read': {
    label: 'Read metrics',
    hint: 'Dashboards, team, leaderboard and workbook figures.',
  },
  'records:read': {
    label: 'Read records',
    hint: 'Deals, appointments and outbound records, CSV exports included.',
  },
  'records:write': {
    label: 'Write records',
    hint: 'Record and change deals and appointments, as the admin who created the key.',
  },
  import: {
    label: 'Import',
    hint: 'Upload and preview spreadsheets, see past imports and their rejected rows. Nothing lands.',
  },
  'import:commit': {
    label: 'Commit imports',
    hint: 'Land and undo imports: records deals, calls and outbound activity, pays commission on approved payments and creates people and products.',
  },
};

/** The scopes as the create form's checkboxes, in the contract's order. */
export const apiKeyScopeOptions: CheckboxGroupOption<ApiKeyScope>[] = apiKeyScopes.map((scope) => ({
  value: scope,
  ...apiKeyScopeText[scope],
}));
