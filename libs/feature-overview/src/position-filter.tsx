import type { DealPositionFilter } from '@salesdash/api-contract';
import { SegmentedControl } from '@salesdash/ui-kit';

export type PositionFilterProps = {
  /** The position shown; undefined while the person's own is not known yet. */
  value: DealPositionFilter | undefined;
  onChange: (position: DealPositionFilter) => void;
  /** The signed-in person's own dashboard ("by me"), or someone else's ("by them"). */
  personal: boolean;
};

const labels = {
  me: { closer: 'Closed by me', setter: 'Set by me', any: 'All that pay me' },
  them: { closer: 'Closed by them', setter: 'Set by them', any: 'All that pay them' },
} as const;

/**
 * Which of a person's deals their transactions, recent sales and download show: closed by them
 * (the cards' crediting), set by them, or every deal that pays them.
 */
export function PositionFilter({ value, onChange, personal }: PositionFilterProps) {
  const words = labels[personal ? 'me' : 'them'];
  return (
    <SegmentedControl<DealPositionFilter>
      label="Deals by position"
      size="sm"
      // Until the person's own position is known nothing is checked: a guess would flicker.
      value={value ?? ('' as DealPositionFilter)}
      disabled={value === undefined}
      options={(['closer', 'setter', 'any'] as const).map((position) => ({
        value: position,
        label: words[position],
      }))}
      onChange={onChange}
    />
  );
}
