import { Alert, Button, CopyLinkField, Dialog } from '@salesdash/ui-kit';

export type WebhookSecretDialogProps = {
  /** The endpoint's name. */
  name: string;
  /** The URL to give the sender. */
  url: string;
  /** The signing secret, answered this once; none for a Stripe endpoint (Stripe holds it). */
  secret: string | null;
  /** After a rotation: the previous secret keeps working for 24 hours. */
  rotated?: boolean;
  /** Injected for tests and stories (the Clipboard API otherwise). */
  copy?: (text: string) => Promise<void>;
  onClose: () => void;
};

/** What to give the sender: the endpoint's URL and, for a generic one, its secret, shown once. */
export function WebhookSecretDialog({
  name,
  url,
  secret,
  rotated = false,
  copy,
  onClose,
}: WebhookSecretDialogProps) {
  return (
    <Dialog
      title={rotated ? `New secret for ${name}` : `${name} is ready`}
      description={
        secret
          ? 'Copy the signing secret now: it is shown this once and cannot be read again.'
          : 'Give Stripe this URL; it signs with the secret you entered.'
      }
      onClose={onClose}
    >
      <div className="space-y-4">
        {rotated ? (
          <Alert tone="info">
            The previous secret keeps working for 24 hours, so the sender can switch.
          </Alert>
        ) : null}
        <CopyLinkField
          url={url}
          label="URL to give the sender"
          noun="URL"
          {...(copy ? { copy } : {})}
        />
        {secret ? (
          <CopyLinkField
            url={secret}
            label="Signing secret"
            noun="secret"
            {...(copy ? { copy } : {})}
          />
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
