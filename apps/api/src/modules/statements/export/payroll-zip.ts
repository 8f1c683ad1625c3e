import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FrozenStatement } from '../../../domain/statements/index.ts';
import type { statementPdf } from './statement-pdf.ts';
import { startPdfRenderers } from './statement-pdf-renderers.ts';

type Organization = Parameters<typeof statementPdf>[1];

/** A file name's part from a person's name: no path separators or control characters. */
const fileSafe = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim() || 'statement';

/** `2026-03/Ada Lovelace-17.pdf`: the month's folder, the person's name and id (names repeat). */
export const payrollPdfName = (month: string, statement: FrozenStatement) =>
  `${month}/${fileSafe(statement.displayName)}-${statement.userId}.pdf`;

/**
 * A closed month's statements as a zip of PDFs, streamed in order: worker threads render the
 * PDFs (statement-pdf-renderers.ts), two per thread ahead of the archive, so memory holds a few
 * statements and PDFs, never the month. PDFs are compressed already: they are stored, not
 * deflated again. The threads end with the zip, finished or abandoned by the client.
 */
export function payrollZip(
  month: string,
  statements: readonly FrozenStatement[],
  organization: Organization,
): Readable {
  const archive = archiver('zip', { store: true });
  const abandoned = new AbortController();
  archive.once('close', () => abandoned.abort());
  void (async () => {
    const renderers = startPdfRenderers();
    try {
      const ahead = renderers.size * 2;
      const rendered: Promise<Buffer>[] = [];
      const start = (index: number) => {
        const frozen = statements[index];
        if (!frozen) return;
        const pdf = frozen.read().then((statement) => renderers.render(statement, organization));
        // Awaited in turn below; until then a failure must not count as unhandled.
        pdf.catch(() => undefined);
        rendered[index] = pdf;
      };
      for (let index = 0; index < ahead; index += 1) start(index);
      for (const [index, frozen] of statements.entries()) {
        const pdf = await (rendered[index] as Promise<Buffer>);
        start(index + ahead);
        const entered = once(archive, 'entry', { signal: abandoned.signal });
        archive.append(pdf, { name: payrollPdfName(month, frozen) });
        await entered;
      }
      await archive.finalize();
    } finally {
      await renderers.close();
    }
  })().catch((error: unknown) => {
    if (abandoned.signal.aborted) return;
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
