import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FrozenStatement } from '../../../domain/statements/index.ts';
import { statementPdf } from './statement-pdf.ts';

type Organization = Parameters<typeof statementPdf>[1];

/** A file name's part from a person's name: no path separators or control characters. */
const fileSafe = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim() || 'statement';

/** `2026-03/Ada Lovelace-17.pdf`: the month's folder, the person's name and id (names repeat). */
export const payrollPdfName = (month: string, statement: FrozenStatement) =>
  `${month}/${fileSafe(statement.displayName)}-${statement.userId}.pdf`;

/**
 * A closed month's statements as a zip of PDFs, streamed: each statement is read and rendered
 * only once the archive has taken the one before, so memory holds one PDF, never the month.
 * PDFs are compressed already: they are stored, not deflated again.
 */
export function payrollZip(
  month: string,
  statements: readonly FrozenStatement[],
  organization: Organization,
): Readable {
  const archive = archiver('zip', { store: true });
  void (async () => {
    for (const frozen of statements) {
      const statement = await frozen.read();
      const entered = once(archive, 'entry');
      archive.append(statementPdf(statement, organization), {
        name: payrollPdfName(month, frozen),
      });
      await entered;
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
