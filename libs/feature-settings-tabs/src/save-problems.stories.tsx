import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveProblems } from './save-problems.tsx';

const meta = {
  title: 'feature-settings-tabs/SaveProblems',
  component: SaveProblems,
  args: {
    stale: false,
    formProblem: null,
    what: 'Your profile',
    failedTitle: 'Your name was not saved',
    onReload: () => undefined,
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveProblems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone saved first (409). */
export const Stale: Story = { args: { stale: true } };
/** A refusal naming no field of the form. */
export const Refused: Story = { args: { formProblem: 'The server is busy; try again shortly' } };
/** Nothing went wrong: nothing shows. */
export const None: Story = {};
