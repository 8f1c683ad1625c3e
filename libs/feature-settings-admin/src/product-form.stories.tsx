import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleProducts } from '@salesdash/data-access-api/testing';
import { ProductForm, type ProductFormProps } from './product-form.tsx';

const meta = {
  title: 'feature-settings-admin/ProductForm',
  component: ProductForm,
  args: { saving: false, onSave: () => undefined, onClose: () => undefined },
} satisfies Meta<ProductFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const Editing: Story = { args: { product: exampleProducts[0] } };
export const InvalidFromServer: Story = {
  args: {
    problem: { field: 'name', message: 'Another product of this organization has this name' },
  },
};
export const Submitting: Story = { args: { saving: true } };
export const ServerError: Story = { args: { problem: { message: 'Failed to create user' } } };
