import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyLinkField } from './copy-link-field.tsx';

const copied = async (_text: string): Promise<void> => undefined;
const denied = async (_text: string): Promise<void> => {
  throw new Error('denied');
};

const meta = {
  title: 'ui-kit/CopyLinkField',
  component: CopyLinkField,
  args: {
    url: 'https://salesdash.example.com/share/product/Qm9vLXNoYXJlLXRva2VuLTAxMjM0',
    copy: copied,
  },
} satisfies Meta<typeof CopyLinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CopyUnavailable: Story = {
  args: { copy: denied },
};
