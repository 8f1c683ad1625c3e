import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination, type PaginationProps } from './pagination.tsx';

function Stateful(
  props: Omit<PaginationProps, 'page' | 'onPageChange'> & { initialPage?: number },
) {
  const [page, setPage] = useState(props.initialPage ?? 1);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'ui-kit/Pagination',
  component: Stateful,
  args: { totalPages: 5, totalCount: 47, pageSize: 10 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { initialPage: 5 } };
export const SinglePage: Story = { args: { totalPages: 1, totalCount: 4 } };
export const Disabled: Story = { args: { initialPage: 2, disabled: true } };
export const Dark: Story = { args: { initialPage: 2 }, globals: { colorMode: 'dark' } };
