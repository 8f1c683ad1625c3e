import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { RateChangeConfirm, type RateChangeConfirmProps } from './rate-change-confirm.tsx';

/** The confirmation opens over its opener, which stays on the page for focus to return to. */
function withOpener(Story: () => React.JSX.Element) {
  return (
    <>
      <Button variant="secondary">Save rate</Button>
      <Story />
    </>
  );
}

const meta = {
  title: 'ui-kit/RateChangeConfirm',
  decorators: [withOpener],
  component: RateChangeConfirm,
  args: {
    who: 'Casey Closer',
    from: '2026-01-01',
    preview: {
      repriced_deals: 2,
      commission_change: 75,
      pending_commission_before: 300,
      pending_commission_after: 375,
    },
    saving: false,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<RateChangeConfirmProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pending deals pay more. */
export const Reprices: Story = {};
/** A lower rate: the estimate goes down. */
export const PaysLess: Story = {
  args: {
    preview: {
      repriced_deals: 1,
      commission_change: -150,
      pending_commission_before: 300,
      pending_commission_after: 150,
    },
  },
};
/** Nothing pending is dated from then on. */
export const NothingRepriced: Story = {
  args: {
    preview: {
      repriced_deals: 0,
      commission_change: 0,
      pending_commission_before: 0,
      pending_commission_after: 0,
    },
  },
};
/** The server is asked. */
export const Loading: Story = { args: { preview: undefined } };
/** The server could not say: saving stays possible, asking again too. */
export const LoadError: Story = {
  args: { preview: undefined, error: 'Internal Server Error', onRetry: () => undefined },
};
/** The change is being saved. */
export const Saving: Story = { args: { saving: true } };
