import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchField } from './search-field.tsx';

function Stateful({ debounceMs }: { debounceMs?: number }) {
  const [search, setSearch] = useState('');
  return (
    <div className="flex w-72 flex-col gap-2 text-sm text-fg-muted">
      <SearchField
        label="Search transactions"
        value={search}
        onSearch={setSearch}
        debounceMs={debounceMs}
      />
      <p>Searching for: “{search}”</p>
    </div>
  );
}

const meta = {
  title: 'ui-kit/SearchField',
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SlowDebounce: Story = { args: { debounceMs: 1000 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
