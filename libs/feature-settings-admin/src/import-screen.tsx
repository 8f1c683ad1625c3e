import type { ImportBatch } from '@salesdash/api-contract';
import { PageHeader } from '@salesdash/ui-kit';
import { useState } from 'react';
import { ImportFlow } from './import-flow.tsx';
import { ImportHistory } from './import-history.tsx';

/**
 * Spreadsheet import (admin): payments, booked calls or outbound activity from a .csv or .xlsx,
 * mapped, previewed and committed on the server, with the history of every import below (undo,
 * resume, the rejected rows to fix).
 */
export function ImportScreen() {
  const [continueWith, setContinueWith] = useState<ImportBatch | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Import"
        description="Bring history in from spreadsheets: every row is checked and shown before anything is stored, and an import can be undone."
      />
      {/* A fresh flow per upload taken from the history: its steps start at that mapping. */}
      <ImportFlow key={continueWith?.import_batch_id ?? 'new'} initial={continueWith} />
      <ImportHistory
        onContinue={(batch) => {
          setContinueWith(batch);
          window.scrollTo?.({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
