import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleProducts, failure } from '@salesdash/data-access-api/testing';
import { ProductsScreen } from './products-screen.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ProductsScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeAdminApi options={api}>
      <ProductsScreen />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{ api: AdminRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  args: {
    api: {
      products: exampleProducts.map((product, index) =>
        index === 0
          ? { ...product, employees: [{ user_id: 7, role_id: '1', title: 'Lead' }] }
          : { ...product, is_active: false },
      ),
    },
  },
};
export const Loading: Story = { args: { api: { products: 'pending' } } };
export const Empty: Story = { args: { api: { products: [] } } };
export const LoadError: Story = {
  args: { api: { products: failure(500, 'internal', 'Internal Server Error') } },
};
export const CreateFails: Story = {
  args: { api: { createProduct: [failure(503, 'unavailable', 'Service unavailable')] } },
};
