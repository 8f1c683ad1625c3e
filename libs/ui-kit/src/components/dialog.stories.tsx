import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';
import { TextField } from './text-field.tsx';

/** The dialog starts open; its opener stays on the page so focus has somewhere to return. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {open ? <Dialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const meta = {
  title: 'ui-kit/Dialog',
  component: Dialog,
  args: {
    title: 'Rename dashboard',
    onClose: () => undefined,
    children: (
      <div className="flex flex-col gap-4">
        <TextField label="Name" defaultValue="Q3 pipeline" />
        <div className="flex justify-end gap-2">
          <Button variant="ghost">Cancel</Button>
          <Button>Save</Button>
        </div>
      </div>
    ),
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    title: 'Share employee dashboard',
    description: 'Anyone with a link can view this dashboard, read-only, without signing in.',
    size: 'lg',
  },
};

export const LongContent: Story = {
  args: {
    title: 'Commission plan terms',
    description: 'Scroll the page to read them all.',
    size: 'lg',
    children: (
      <div className="flex flex-col gap-3 text-sm">
        {Array.from({ length: 24 }, (_, index) => (
          <p key={index}>
            {index + 1}. Commission is earned on closed-won revenue in the period the deal closes
            and is paid out after the period is approved.
          </p>
        ))}
        <div className="flex justify-end">
          <Button>Got it</Button>
        </div>
      </div>
    ),
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  args: { description: 'The new name shows for everyone in your organization.' },
};

/** A destructive choice first in the body: focus starts on Keep it, never on Refund. */
export const DestructiveFirst: Story = {
  args: {
    title: 'Refund this sale?',
    description: 'Avery Stone · $3,000.00 · Nov 20, 2026',
    children: (
      <div className="flex justify-end gap-2">
        <Button variant="danger">Refund $3,000.00</Button>
        <Button variant="ghost">Keep it</Button>
      </div>
    ),
  },
};
