import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card.tsx';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { ErrorState } from './error-state.tsx';
import { loadable } from './loadable.tsx';
import { Component, type ReactNode } from 'react';

function LoadedCard({ title }: { title: string }) {
  return <Card title={title}>This content rendered once its code arrived.</Card>;
}

// Each story's own component: one loads at once, one never, one fails.
const loaded = loadable(() => Promise.resolve(LoadedCard));
const pending = loadable(() => new Promise<typeof LoadedCard>(() => undefined));
const failing = loadable<{ title: string }>(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

/** What the app's error page does with a chunk that did not load, in small. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <ErrorState message={this.state.error.message} />
    ) : (
      this.props.children
    );
  }
}

type StoryArgs = { title: string; state: 'loaded' | 'loading' | 'failed' };

const meta = {
  title: 'ui-kit/loadable',
  args: { title: 'Loaded', state: 'loaded' },
  render: ({ title, state }) => {
    const Shown = { loaded, loading: pending, failed: failing }[state].Component;
    return (
      <ErrorBoundary>
        <Shown title={title} placeholder={<ChartPlaceholder height={120} />} />
      </ErrorBoundary>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Failed: Story = { args: { state: 'failed' } };
