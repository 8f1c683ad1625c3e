import type { TeamExcluded } from '@salesdash/api-contract';
import { focusRing } from '@salesdash/ui-kit';
import { formatCount, formatMoney } from '@salesdash/util-format';

export type ExcludedNoteProps = {
  /** What the status filter leaves out (from the answer); nothing renders without it. */
  excluded: TeamExcluded | undefined;
  /** Widens the status filter so the people left out count too. */
  onShow: () => void;
};

/** "1 inactive person", "3 inactive people". */
const inactivePeople = (count: number) =>
  `${formatCount(count)} inactive ${count === 1 ? 'person' : 'people'}`;

/**
 * "Excludes $4,000.00 from 1 inactive person · Show": the default Active status keeps people
 * who left or were imported as inactive out of the team's figures, while a person's or a
 * product's own page counts them. Saying so, with a way to include them, keeps the two from
 * disagreeing in silence.
 */
export function ExcludedNote({ excluded, onShow }: ExcludedNoteProps) {
  if (!excluded) return null;
  return (
    <p role="note" className="text-sm text-fg-muted">
      Excludes {formatMoney(excluded.totalCash)} from {inactivePeople(excluded.people)}
      <span aria-hidden="true"> · </span>
      <button
        type="button"
        onClick={onShow}
        aria-label={`Show ${inactivePeople(excluded.people)}`}
        className={`rounded font-medium text-brand hover:underline ${focusRing}`}
      >
        Show
      </button>
    </p>
  );
}
