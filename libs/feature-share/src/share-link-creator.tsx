import { Alert, CopyLinkField, useAppForm } from '@salesdash/ui-kit';
import { formatShareDate } from './format-share-date.ts';
import { shareExpiryChoices, type ShareExpiryChoice } from './share-expiry.ts';

export type CreatedShareLink = {
  url: string;
  expiresAt: string | null;
  /** How the new link shows customers (see customer-details-label.ts); none for a board. */
  customers?: string | null;
};

export type ShareLinkCreatorProps = {
  /** Creates a link with the chosen expiry and whether it shows customers in full. */
  onCreate: (choice: ShareExpiryChoice, options: { includeCustomerDetails: boolean }) => void;
  /**
   * Offer "Include customer details" (dashboards and calls; the leaderboard shows no
   * customers). Off by default: visitors see initials and no emails.
   */
  offerCustomerDetails?: boolean;
  creating?: boolean;
  /** Why the last create failed (the server's message). */
  error?: string | null;
  /** The link just created; its URL can be copied only now. */
  created?: CreatedShareLink | null;
  copy?: (text: string) => Promise<void>;
};

const expiryOptions = shareExpiryChoices.map(({ value, label }) => ({ value, label }));

/**
 * Picks an expiry and whether customers show in full, creates a link, and shows the new link
 * with a Copy button.
 */
export function ShareLinkCreator({
  onCreate,
  offerCustomerDetails = true,
  creating = false,
  error = null,
  created = null,
  copy,
}: ShareLinkCreatorProps) {
  const form = useAppForm({
    defaultValues: { choice: '30' as ShareExpiryChoice, includeCustomerDetails: false },
    onSubmit: ({ value }) =>
      onCreate(value.choice, {
        includeCustomerDetails: offerCustomerDetails && value.includeCustomerDetails,
      }),
  });
  return (
    <div className="space-y-4">
      <form.AppForm>
        <form.Frame aria-label="Create a share link" className="space-y-3" submitting={creating}>
          <form.AppField name="choice">
            {(field) => <field.Select label="Link expires" options={expiryOptions} />}
          </form.AppField>
          {offerCustomerDetails ? (
            <form.AppField name="includeCustomerDetails">
              {(field) => (
                <field.Checkbox
                  label="Include customer details"
                  hint="Visitors see customers’ and leads’ names, emails and deal notes, in downloads too. Without it they see initials (“L. R.”) only."
                />
              )}
            </form.AppField>
          ) : null}
          <div className="flex justify-end">
            <form.SubmitButton>{creating ? 'Creating link…' : 'Create link'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
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
            {created.customers ? ` · ${created.customers}` : null}
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
