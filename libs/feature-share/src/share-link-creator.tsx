import { Alert, Button, CopyLinkField, Select } from '@salesdash/ui-kit';
import { useState } from 'react';
import { formatShareDate } from './format-share-date.ts';
import { shareExpiryChoices, type ShareExpiryChoice } from './share-expiry.ts';

export type CreatedShareLink = { url: string; expiresAt: string | null };

export type ShareLinkCreatorProps = {
  onCreate: (choice: ShareExpiryChoice) => void;
  creating?: boolean;
  /** Why the last create failed (the server's message). */
  error?: string | null;
  /** The link just created; its URL can be copied only now. */
  created?: CreatedShareLink | null;
  copy?: (text: string) => Promise<void>;
};

const expiryOptions = shareExpiryChoices.map(({ value, label }) => ({ value, label }));

/** Picks an expiry, creates a link, and shows the new link with a Copy button. */
export function ShareLinkCreator({
  onCreate,
  creating = false,
  error = null,
  created = null,
  copy,
}: ShareLinkCreatorProps) {
  const [choice, setChoice] = useState<ShareExpiryChoice>('30');
  return (
    <div className="space-y-4">
      <form
        aria-label="Create a share link"
        className="flex items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onCreate(choice);
        }}
      >
        <Select
          className="flex-1"
          label="Link expires"
          value={choice}
          options={expiryOptions}
          onChange={(event) => setChoice(event.target.value as ShareExpiryChoice)}
        />
        <Button type="submit" loading={creating}>
          {creating ? 'Creating link…' : 'Create link'}
        </Button>
      </form>
      {error != null ? (
        <Alert tone="error" title="Could not create the link">
          {error}
        </Alert>
      ) : null}
      {created ? (
        <div className="space-y-2 rounded-md border border-positive/30 bg-positive-soft p-3">
          <p className="text-sm font-medium text-fg">
            Link created ·{' '}
            {created.expiresAt ? `expires ${formatShareDate(created.expiresAt)}` : 'never expires'}
          </p>
          <CopyLinkField url={created.url} label="New share link" copy={copy} />
          <p className="text-xs text-fg-muted">
            Copy it now: for safety the full link is shown only once. You can revoke it below at any
            time.
          </p>
        </div>
      ) : null}
    </div>
  );
}
