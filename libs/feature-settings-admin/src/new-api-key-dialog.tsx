import type { CreatedApiKey } from '@salesdash/api-contract';
import { Alert, Button, CopyLinkField, Dialog } from '@salesdash/ui-kit';

export type NewApiKeyDialogProps = {
  created: CreatedApiKey;
  /** Injected for tests and stories; the Clipboard API otherwise. */
  copy?: (text: string) => Promise<void>;
  onClose: () => void;
};

/** The new key's secret, shown this once: copy it now, it cannot be shown again. */
export function NewApiKeyDialog({ created, copy, onClose }: NewApiKeyDialogProps) {
  return (
    <Dialog
      title={`Copy the key of ${created.api_key.name}`}
      description="This is the only time the key is shown. Store it somewhere safe, such as the calling service's secret store."
      onClose={onClose}
    >
      <div className="space-y-4">
        <Alert tone="warning">
          You will not see this key again. If it is lost, revoke it and create a new one.
        </Alert>
        <CopyLinkField url={created.key} label="API key" noun="key" copy={copy} />
        <div className="flex justify-end">
          <Button onClick={onClose}>I have copied the key</Button>
        </div>
      </div>
    </Dialog>
  );
}
