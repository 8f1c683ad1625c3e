import type { Db } from '../../db/client.ts';
import { correctionLines } from './corrections.ts';
import { lateLines, type LinesByPerson } from './month-lines.ts';

/**
 * What the first open month takes beyond its own dated lines, for each person: the late lines
 * of closed months and the corrections of frozen ones. Both enter the carry chain there, and
 * the next close freezes them.
 */
export async function firstOpenExtras(
  db: Db,
  organizationId: number,
  people: readonly number[],
  firstOpen: string,
): Promise<LinesByPerson> {
  const [late, corrections] = await Promise.all([
    lateLines(db, organizationId, people, firstOpen),
    correctionLines(db, organizationId, people, firstOpen),
  ]);
  const extras: LinesByPerson = new Map(late);
  for (const [userId, lines] of corrections) {
    extras.set(userId, [...(extras.get(userId) ?? []), ...lines]);
  }
  return extras;
}
