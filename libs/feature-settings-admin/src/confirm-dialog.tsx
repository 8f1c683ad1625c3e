import { Alert, Button, Dialog } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';

export type ConfirmDialogProps = {
  title: string;
  /** What happens, in full: the dialog's accessible description. */
  description: ReactNode;
  /** The confirming button's words, e.g. "Deactivate Tess". */
  confirmLabel: string;
  /** A change that takes something away (deactivate, revoke) confirms with a danger button. */
  destructive?: boolean;
  saving: boolean;
  /** The server's refusal, e.g. the last admin or a stale version. */
  problem?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a change to a person or an invite. Focus starts on Cancel, never on the
 * confirming button (docs/decisions/0030).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  destructive = false,
  saving,
  problem,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <div className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={saving} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
