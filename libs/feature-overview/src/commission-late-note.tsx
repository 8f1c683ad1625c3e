import { useStatementLateNotes } from '@salesdash/data-access-sales';

export type CommissionLateNoteProps = {
  /** The calendar month the dashboard shows (`YYYY-MM`). */
  month: string;
  /** Whose month: the dashboard's person. */
  userId: number;
};

/**
 * Why a month's statement differs from its commission card (a late line paid it in another
 * month), in the API's words; nothing when they agree. Loaded in its own chunk after the first
 * figure: the first screen's script is at its budget (docs/benchmarks.md).
 */
export default function CommissionLateNote({ month, userId }: CommissionLateNoteProps) {
  const notes = useStatementLateNotes(month, userId);
  if (!notes.data || notes.data.length === 0) return null;
  return <>{notes.data.map((note) => `${note}.`).join(' ')}</>;
}
