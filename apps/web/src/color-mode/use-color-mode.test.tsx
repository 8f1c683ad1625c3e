import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColorMode } from './resolve-color-mode.ts';
import { useColorMode } from './use-color-mode.ts';

function mockPrefersDark(matches: boolean | undefined) {
  if (matches === undefined) {
    vi.stubGlobal('matchMedia', undefined);
    return;
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('resolveColorMode (light when unset or system)', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'light'],
  ] as const)('%s paints %s', (mode, painted) => {
    expect(resolveColorMode(mode)).toBe(painted);
  });
});

describe('useColorMode', () => {
  it('defaults to light when unset', () => {
    mockPrefersDark(true);
    const { result } = renderHook(() => useColorMode(), { wrapper });
    expect(result.current.mode).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('persists the choice under color-mode and applies .dark on <html>', () => {
    mockPrefersDark(false);
    const { result } = renderHook(() => useColorMode(), { wrapper });
    act(() => result.current.setMode('dark'));
    expect(localStorage.getItem('color-mode')).toBe('"dark"');
    expect(document.documentElement).toHaveClass('dark');
    act(() => result.current.setMode('light'));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('system paints light even when the operating system prefers dark', () => {
    mockPrefersDark(true);
    const { result } = renderHook(() => useColorMode(), { wrapper });
    act(() => result.current.setMode('system'));
    expect(result.current.resolved).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('system without matchMedia is light', () => {
    mockPrefersDark(undefined);
    const { result } = renderHook(() => useColorMode(), { wrapper });
    act(() => result.current.setMode('system'));
    expect(result.current.resolved).toBe('light');
  });
});
