import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { productsQueryOptions, rolesQueryOptions } from '@salesdash/data-access-org';
import { useAssignRate } from '@salesdash/data-access-sales';
import { localToday, toast } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import type { FormProblem } from '@salesdash/ui-kit';
import { RateForm } from './rate-form.tsx';

export type RateEditorProps = { userId: number; who: string; onClose: () => void };

/** {@link RateForm} with the roles and products to choose from and the save through the API. */
export function RateEditor({ userId, who, onClose }: RateEditorProps) {
  const api = useApiClient();
  const roles = useQuery(rolesQueryOptions(api));
  const products = useQuery(productsQueryOptions(api));
  const assign = useAssignRate();
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const failedLoad = [roles, products].find((load) => load.isError);
  if (failedLoad || !roles.data || !products.data) {
    return <FormLoadingDialog onClose={onClose} failed={failedLoad} lines={4} />;
  }

  return (
    <RateForm
      userId={userId}
      who={who}
      // Archived roles and products leave the pickers; their history stays (issue 31).
      roles={roles.data.filter((role) => role.is_active)}
      products={products.data.filter((product) => product.is_active)}
      today={localToday()}
      saving={assign.isPending}
      problem={problem}
      onClose={onClose}
      onSave={(assignment) => {
        setProblem(null);
        assign.mutateAsync(assignment).then(
          () => {
            toast.success(`Rate saved for ${who}`);
            onClose();
          },
          (error: Error) => {
            setProblem(problemOf(error));
            toast.error(error.message);
          },
        );
      }}
    />
  );
}
