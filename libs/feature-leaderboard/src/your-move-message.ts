import type { ListMove } from '@salesdash/ui-kit';

/**
 * What a screen reader hears when the signed-in person's place on a category changed, e.g.
 * "You moved up to #2 in Total Cash Collected"; empty when it did not.
 * @param move - how they moved at the board's last change
 * @param rank - their rank now, from 1
 * @param title - the category's title
 */
export function yourMoveMessage(
  move: ListMove | undefined,
  rank: number | undefined,
  title: string,
): string {
  if (!move || rank === undefined) return '';
  if (move.kind === 'new') return `You are now #${rank} in ${title}`;
  return `You moved ${move.kind} to #${rank} in ${title}`;
}
