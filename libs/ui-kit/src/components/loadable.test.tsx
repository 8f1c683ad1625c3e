import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadable } from './loadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A load the test resolves or rejects. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('loadable', () => {
  it('shows its placeholder without a Suspense boundary, then the component with its props', async () => {
    const code = deferred<typeof Greeting>();
    const { Component: LazyGreeting } = loadable(() => code.promise);
    render(<LazyGreeting name="Ada" placeholder={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('loads once, whether preloaded or rendered, and renders at once when preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const greeting = loadable(load);
    await greeting.preload();
    await greeting.preload();
    render(<greeting.Component name="Grace" placeholder={<p>Loading…</p>} />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary, and its preload still resolves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = deferred<typeof Greeting>();
    const greeting = loadable(() => code.promise);
    render(
      <Boundary>
        <greeting.Component name="Ada" placeholder={<p>Loading…</p>} />
      </Boundary>,
    );
    await act(async () => code.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported');
    await expect(greeting.preload()).resolves.toBeUndefined();
    vi.mocked(console.error).mockRestore();
  });
});
