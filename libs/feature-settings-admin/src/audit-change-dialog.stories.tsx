import type { AuditEvent } from '@salesdash/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditChangeDialog } from './audit-change-dialog.tsx';
import { exampleAuditEvents } from './testing/example-audit-events.ts';

const example = (id: number): AuditEvent => {
  const event = exampleAuditEvents.find((row) => row.audit_event_id === id);
  if (!event) throw new Error(`no example audit event ${id}`);
  return event;
};

const meta = {
  title: 'feature-settings-admin/AuditChangeDialog',
  component: AuditChangeDialog,
  args: { event: example(40), onClose: () => undefined },
} satisfies Meta<typeof AuditChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edit: the changed price, then the fields that stayed the same. */
export const Edit: Story = {};
/** A record with no name: its kind and id. */
export const Unnamed: Story = { args: { event: example(42) } };
/** No before: every field is new. */
export const Created: Story = { args: { event: example(41) } };
/** Partial snapshots: a field only one side holds. */
export const PartialSnapshots: Story = { args: { event: example(43) } };
/** An entry that holds no field values. */
export const NoFields: Story = { args: { event: { ...example(43), before: null, after: null } } };
