import type { AssignCommissionRequest, RateChangePreview } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { rolesQueryOptions } from '@salesdash/data-access-people';
import { productsQueryOptions } from '@salesdash/data-access-products';
import { useAssignRate, usePreviewRateChange } from '@salesdash/data-access-sales';
import { localToday, RateChangeConfirm, toast } from '@salesdash/ui-kit';
import { formatMoney } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import type { FormProblem } from '@salesdash/ui-kit';
import { RateForm } from './rate-form.tsx';

export type RateEditorProps = {
  userId: number;
  who: string;
  onClose: () => void;
  /** Today as `YYYY-MM-DD` (the browser's by default): a rate from before it asks first. */
  today?: string;
};

/** The toast after a save: what was saved and, after a look back, what it repriced. */
function savedMessage(who: string, preview: RateChangePreview | undefined): string {
  if (!preview || preview.repriced_deals === 0) return `Rate saved for ${who}`;
  const sign = preview.commission_change < 0 ? '\u2212' : '+';
  const deals = `${preview.repriced_deals} pending deal${preview.repriced_deals === 1 ? '' : 's'}`;
  return `Rate saved for ${who}: ${deals} repriced (${sign}${formatMoney(Math.abs(preview.commission_change))})`;
}

/**
 * {@link RateForm} with the roles and products to choose from and the save through the API.
 * A rate dated before today first asks, with the server's count of the pending deals it
 * reprices and by how much ({@link RateChangeConfirm}); a toast confirms the save.
 */
export function RateEditor({ userId, who, onClose, today = localToday() }: RateEditorProps) {
  const api = useApiClient();
  const roles = useQuery(rolesQueryOptions(api));
  const products = useQuery(productsQueryOptions(api));
  const assign = useAssignRate();
  const preview = usePreviewRateChange();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The change waiting for the admin's yes, when it looks back.
  const [asking, setAsking] = useState<AssignCommissionRequest | null>(null);
  // What the form starts from: the change the admin stepped back from, to adjust it.
  const [draft, setDraft] = useState<AssignCommissionRequest | null>(null);

  const failedLoad = [roles, products].find((load) => load.isError);
  if (failedLoad || !roles.data || !products.data) {
    return <FormLoadingDialog onClose={onClose} failed={failedLoad} lines={4} />;
  }

  const save = (assignment: AssignCommissionRequest) => {
    setProblem(null);
    assign.mutateAsync(assignment).then(
      () => {
        toast.success(savedMessage(who, preview.data));
        onClose();
      },
      (error: Error) => {
        setDraft(assignment);
        setAsking(null);
        setProblem(problemOf(error));
        toast.error(error.message);
      },
    );
  };

  if (asking) {
    return (
      <RateChangeConfirm
        who={who}
        from={asking.effective_from}
        preview={preview.data}
        error={preview.isError ? problemOf(preview.error).message : null}
        onRetry={() => preview.mutate(asking)}
        saving={assign.isPending}
        onConfirm={() => save(asking)}
        onCancel={() => {
          setDraft(asking);
          setAsking(null);
          preview.reset();
        }}
      />
    );
  }

  return (
    <RateForm
      userId={userId}
      who={who}
      // Archived roles and products leave the pickers; their history stays.
      roles={roles.data.filter((role) => role.is_active)}
      products={products.data.filter((product) => product.is_active)}
      today={today}
      initial={draft}
      saving={assign.isPending}
      problem={problem}
      onClose={onClose}
      onSave={(assignment) => {
        // ISO days compare as text. From today on, no approved deal can be dated in its range
        // yet; before today, pending deals may be repriced: ask first.
        if (assignment.effective_from < today) {
          setAsking(assignment);
          preview.mutate(assignment);
          return;
        }
        save(assignment);
      }}
    />
  );
}
