import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import { Select } from './select.tsx';

const meta = {
  title: 'ui-kit/PageHeader',
  component: PageHeader,
  args: { title: 'Team dashboard', description: 'Team-wide metrics for the selected period' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Select
          label="Period"
          hideLabel
          size="sm"
          options={[
            { value: 'month', label: 'This month' },
            { value: 'quarter', label: 'This quarter' },
          ]}
        />
        <Button size="sm" variant="secondary">Download</Button>
      </>
    ),
  },
};
export const WithBreadcrumbs: Story = {
  args: {
    title: 'Jordan Lee',
    description: 'Member overview',
    breadcrumbs: (
      <span>
        <a className="hover:underline" href="#team">Team</a> / Members
      </span>
    ),
  },
};
export const Dark: Story = { ...WithActions, globals: { colorMode: 'dark' } };
