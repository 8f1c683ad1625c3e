import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@salesdash/api-contract';
import { exampleOrgUsers, exampleRoles } from '@salesdash/data-access-api/testing';
import { ProductTeamDialog, type ProductTeamDialogProps } from './product-team-dialog.tsx';

const coaching: Product = {
  product_id: 1,
  name: 'Coaching',
  price: 9_000,
  is_active: true,
  version: 3,
  employees: [],
};

const meta = {
  title: 'feature-settings-admin/ProductTeamDialog',
  component: ProductTeamDialog,
  args: {
    product: {
      ...coaching,
      employees: [
        { user_id: 7, role_id: '1', title: 'Senior closer' },
        { user_id: 9, role_id: '2', title: '' },
      ],
    },
    people: exampleOrgUsers,
    roles: exampleRoles,
    onAdd: () => undefined,
    onChange: () => undefined,
    onRemove: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<ProductTeamDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPeople: Story = {};
export const Empty: Story = { args: { product: { ...coaching, employees: [] } } };
export const Removing: Story = { args: { removing: 7 } };
export const Refused: Story = { args: { problem: 'Not found' } };
