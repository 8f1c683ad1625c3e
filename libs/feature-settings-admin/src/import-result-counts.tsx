import type { ImportBatch } from '@salesdash/api-contract';
import { formatCount } from '@salesdash/util-format';

/** What an import did, in one line: created, updated, duplicates skipped, rejected. */
export function ImportResultCounts({ batch }: { batch: ImportBatch }) {
  return (
    <span>
      {`${formatCount(batch.rows_created)} created · ${formatCount(batch.rows_updated)} updated · ${formatCount(batch.rows_duplicate)} duplicates skipped · ${formatCount(batch.rows_rejected)} rejected`}
    </span>
  );
}
