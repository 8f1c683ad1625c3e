import type { AuditEvent } from '@salesdash/api-contract';
import { Dialog } from '@salesdash/ui-kit';
import { formatDateTime } from '@salesdash/util-format';
import { auditActionLabel } from './audit-action-label.ts';
import { auditFieldDiff, type AuditFieldChange } from './audit-field-diff.ts';
import { auditRecordLabel } from './audit-record-label.ts';

export type AuditChangeDialogProps = {
  event: AuditEvent;
  onClose: () => void;
};

function Value({ text, tone }: { text: string | null; tone: 'before' | 'after' }) {
  if (text === null) return <span className="text-fg-muted">—</span>;
  return (
    <span className={`whitespace-pre-wrap break-words ${tone === 'before' ? 'text-fg-muted' : ''}`}>
      {text}
    </span>
  );
}

function SameRows({ fields }: { fields: readonly AuditFieldChange[] }) {
  return fields.map((field) => (
    <tr key={field.field} className="border-t border-border align-top">
      <th scope="row" className="py-1.5 pr-3 text-left font-medium">
        {field.label}
      </th>
      <td colSpan={3} className="py-1.5">
        <Value text={field.after} tone="after" />
      </td>
    </tr>
  ));
}

function ChangeRows({ changes }: { changes: readonly AuditFieldChange[] }) {
  return changes.map((change) => (
    <tr key={change.field} className="border-t border-border align-top">
      <th scope="row" className="py-1.5 pr-3 text-left font-medium">
        {change.label}
      </th>
      <td className="py-1.5 pr-3">
        <Value text={change.before} tone="before" />
      </td>
      <td aria-hidden="true" className="py-1.5 pr-3 text-fg-muted">
        →
      </td>
      <td className="py-1.5">
        <Value text={change.after} tone="after" />
      </td>
    </tr>
  ));
}

/**
 * One audit row opened: which record (its name, kind and id), who changed it and when, and
 * the change field by field, before → after, each value whole (the table's cell shows a line).
 * Fields that stayed the same are listed under the changes, so the record reads complete.
 */
export function AuditChangeDialog({ event, onClose }: AuditChangeDialogProps) {
  const { changed, unchanged } = auditFieldDiff(event);
  const verb = event.before === null ? 'created' : event.after === null ? 'removed' : 'changed';
  return (
    <Dialog
      size="lg"
      title={`${auditActionLabel(event.action)}: ${auditRecordLabel(event)}`}
      description={`${event.actor_name ?? 'System'} · ${formatDateTime(event.created_at)}`}
      onClose={onClose}
    >
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-fg-muted">
        <dt>Record id</dt>
        <dd>{event.entity_id}</dd>
        {event.request_id ? (
          <>
            <dt>Request</dt>
            <dd>{event.request_id}</dd>
          </>
        ) : null}
      </dl>
      {changed.length === 0 && unchanged.length === 0 ? (
        <p className="text-sm text-fg-muted">This entry holds no field values.</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Fields {verb}, before and after</caption>
          <colgroup>
            <col className="w-1/4" />
            <col />
            <col className="w-6" />
            <col />
          </colgroup>
          <thead>
            <tr className="text-left text-xs text-fg-muted">
              <th scope="col" className="pb-1 font-medium">
                Field
              </th>
              <th scope="col" className="pb-1 font-medium">
                Before
              </th>
              <td />
              <th scope="col" className="pb-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.length === 0 ? (
              <tr>
                <td colSpan={4} className="py-1.5 text-fg-muted">
                  No field changed.
                </td>
              </tr>
            ) : (
              <ChangeRows changes={changed} />
            )}
          </tbody>
          {unchanged.length > 0 ? (
            <tbody aria-label="Unchanged fields" className="text-fg-muted">
              <tr>
                <td colSpan={4} className="pb-1 pt-3 text-xs font-medium">
                  Unchanged
                </td>
              </tr>
              <SameRows fields={unchanged} />
            </tbody>
          ) : null}
        </table>
      )}
    </Dialog>
  );
}
