import type {
  ImportBatch,
  ImportField,
  ImportKind,
  ImportRowOutcome,
} from '@salesdash/api-contract';
import type { BadgeTone } from '@salesdash/ui-kit';

/** What each kind of file holds, in the importer's words. */
export const importKindLabels: Record<ImportKind, string> = {
  transactions: 'Payments',
  appointments: 'Booked calls',
  outbound: 'Outbound activity',
};

/** Every import field of every kind, as a column select names it (a new field must add one). */
export const importFieldLabels: Record<ImportField, string> = {
  external_id: 'External id',
  date: 'Date',
  amount: 'Amount',
  contract_value: 'Contract value',
  closer_email: 'Closer (email)',
  setter_email: 'Setter (email)',
  product: 'Product',
  customer_name: 'Customer name',
  customer_email: 'Customer email',
  currency: 'Currency',
  type: 'Type',
  status: 'Status',
  notes: 'Notes',
  call_date: 'Call date',
  lead_name: 'Lead name',
  lead_email: 'Lead email',
  rep_email: 'Rep (email)',
  answered: 'Answered',
  duration_seconds: 'Duration (seconds)',
};

/** A field's label, its name when it has none (a field the contract gained since). */
export const importFieldLabel = (field: string) =>
  (importFieldLabels as Record<string, string>)[field] ?? field;

export const importStatusBadges: Record<ImportBatch['status'], { label: string; tone: BadgeTone }> =
  {
    uploaded: { label: 'Not imported yet', tone: 'info' },
    committing: { label: 'Importing', tone: 'info' },
    partial: { label: 'Stopped part-way', tone: 'warning' },
    done: { label: 'Done', tone: 'positive' },
    undone: { label: 'Undone', tone: 'neutral' },
    discarded: { label: 'Discarded', tone: 'neutral' },
  };

export const importOutcomeBadges: Record<ImportRowOutcome, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'positive' },
  update: { label: 'Update', tone: 'info' },
  duplicate: { label: 'Duplicate', tone: 'neutral' },
  rejected: { label: 'Rejected', tone: 'negative' },
  unmatched: { label: 'Name to resolve', tone: 'warning' },
};
