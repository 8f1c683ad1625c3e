import type { StatementLine } from '@salesdash/api-contract';
import type { Db } from '../../db/client.ts';
import { correctionLines } from './corrections.ts';
import { lateLines } from './month-lines.ts';

/**
 * What the first open month takes beyond its own dated lines: the late lines of closed months
 * and the corrections of frozen ones. Both enter the carry chain there, and the next close
 * freezes them.
 */
export async function firstOpenExtras(
  db: Db,
  organizationId: number,
  userId: number,
  firstOpen: string,
): Promise<StatementLine[]> {
  const [late, corrections] = await Promise.all([
    lateLines(db, organizationId, userId),
    correctionLines(db, organizationId, userId, firstOpen),
  ]);
  return [...late, ...corrections];
}
