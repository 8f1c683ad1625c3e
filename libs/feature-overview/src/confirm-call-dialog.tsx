import { Button, Dialog } from '@salesdash/ui-kit';

export type ConfirmCallDialogProps = {
  title: string;
  /** The call, as one line under the title. */
  call: string;
  /** What confirming does to whose figures. */
  effect: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a call leaves someone's figures. Cancel comes first, so it is what the dialog
 * focuses: Enter on open never removes a call nobody chose to remove.
 */
export function ConfirmCallDialog({
  title,
  call,
  effect,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmCallDialogProps) {
  return (
    <Dialog title={title} description={call} onClose={onClose}>
      <p className="text-sm text-fg-muted">{effect}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
