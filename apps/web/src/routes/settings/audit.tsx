import { AuditLog, preloadAuditLog } from '@salesdash/feature-settings-admin';
import { PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/settings/audit')({
  staticData: { routeName: 'settings-audit' },
  loader: ({ context: { queryClient, api } }) => preloadAuditLog(queryClient, api),
  component: AuditPage,
});

function AuditPage() {
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to the organization's data: who made it, when, and the record before and after."
      />
      <AuditLog />
    </>
  );
}
