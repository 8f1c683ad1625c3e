import { ConfirmDialog } from './confirm-dialog.tsx';

export type ArchiveDialogProps = {
  /** What is archived or restored, e.g. "Coaching". */
  name: string;
  /** `product` or `sales role`, for the sentences. */
  kind: string;
  /** Restores an archived item instead. */
  restore?: boolean;
  saving: boolean;
  /** The server's refusal (a 409 when someone changed it since). */
  problem?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before archiving (or restoring) a product or a sales role: archiving takes it out of the
 * pickers and keeps all its history. Focus starts on Cancel, never on the archive button.
 */
export function ArchiveDialog({
  name,
  kind,
  restore = false,
  saving,
  problem,
  onConfirm,
  onClose,
}: ArchiveDialogProps) {
  return (
    <ConfirmDialog
      title={restore ? `Restore ${name}?` : `Archive ${name}?`}
      description={
        restore
          ? `The ${kind} comes back to the pickers.`
          : `The ${kind} leaves the pickers. Its deals, commission and history stay as they are.`
      }
      confirmLabel={restore ? `Restore ${kind}` : `Archive ${kind}`}
      destructive={!restore}
      saving={saving}
      problem={problem}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
