import { useApiClient } from '@salesdash/data-access-api';
import { commissionSummaryQueryOptions } from '@salesdash/data-access-sales';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import { PaySummaryView } from './pay-summary-view.tsx';
import { useRequestOnRender } from './use-request-on-render.ts';

// The rate form and its role and product lists load when an admin first opens it.
const RateEditor = lazy(() =>
  import('./rate-editor.tsx').then((module) => ({ default: module.RateEditor })),
);

export type PayPanelProps = {
  userId: number;
  /** Admins change what the person is paid as (the server decides again). */
  canChangeRate: boolean;
};

/** A person's pay on their dashboard: rates, their history and commission awaiting approval. */
export function PayPanel({ userId, canChangeRate }: PayPanelProps) {
  const api = useApiClient();
  const payQuery = commissionSummaryQueryOptions(api, userId);
  // Asked for while rendering, not after the dashboard's details commit (see OverviewDetails).
  useRequestOnRender(payQuery);
  const pay = useQuery(payQuery);
  const [changing, setChanging] = useState(false);
  const close = () => setChanging(false);
  return (
    <>
      <PaySummaryView
        summary={pay.data}
        loading={pay.isPending}
        error={pay.isError ? pay.error.message : null}
        onRetry={() => void pay.refetch()}
        onChangeRate={canChangeRate && pay.data ? () => setChanging(true) : undefined}
      />
      {changing && pay.data ? (
        <Suspense fallback={<FormLoadingDialog onClose={close} lines={4} />}>
          <RateEditor userId={userId} who={pay.data.display_name} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
