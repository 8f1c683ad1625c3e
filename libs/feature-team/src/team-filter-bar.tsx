import type { TeamFilterOptions } from '@salesdash/api-contract';
import type { TeamSelection } from '@salesdash/data-access-metrics';
import { Button, MultiSelect } from '@salesdash/ui-kit';
import { teamFilterNames, type TeamChoice, type TeamFilterName } from './parse-team-choice.ts';
import { isFiltered, optionsOf } from './team-choice.ts';

export type TeamFilterBarProps = {
  options: TeamFilterOptions | undefined;
  loading?: boolean;
  /** What each filter shows as picked (a choice, or its defaults). */
  selection: TeamSelection;
  /** One filter's new ids. */
  onChange: (name: TeamFilterName, ids: number[]) => void;
  /** Back to the defaults; offered when the view chose anything. */
  onReset?: () => void;
  choice: TeamChoice;
};

/** The filters' labels, in the screen's order. */
const labels: Record<TeamFilterName, string> = {
  product: 'Filter by Products',
  manager: 'Filter by Managers',
  status: 'Filter by Status',
  role: 'Filter by Role',
};

const searchPlaceholders: Record<TeamFilterName, string> = {
  product: 'Search products',
  manager: 'Search managers',
  status: 'Search statuses',
  role: 'Search roles',
};

/** The team dashboard's four multi-select filters; a change refreshes the dashboard. */
export function TeamFilterBar({
  options,
  loading = false,
  selection,
  onChange,
  onReset,
  choice,
}: TeamFilterBarProps) {
  return (
    <div role="group" aria-label="Team filters" className="flex flex-wrap items-center gap-2">
      {teamFilterNames.map((name) => (
        <MultiSelect
          key={name}
          label={labels[name]}
          loading={loading}
          searchable={name !== 'status'}
          searchPlaceholder={searchPlaceholders[name]}
          options={(options?.[optionsOf[name]] ?? []).map((option) => ({
            value: String(option.id),
            label: option.title,
          }))}
          value={selection[name].map(String)}
          onChange={(values) => onChange(name, values.map(Number))}
        />
      ))}
      {isFiltered(choice) && onReset ? (
        <Button variant="ghost" size="sm" onClick={onReset}>
          Reset filters
        </Button>
      ) : null}
    </div>
  );
}
