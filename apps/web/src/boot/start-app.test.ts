import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('startApp', () => {
  it('adds the entry module after a frame and a task, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    startApp('/assets/index-abc.js');
    expect(document.head.querySelector('script')).toBeNull();
    frames.forEach((callback) => callback(0));
    expect(document.head.querySelector('script')).toBeNull();
    vi.runAllTimers();
    const script = document.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('does nothing under the dev server, whose page runs its entry itself', () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    startApp(undefined);
    expect(frame).not.toHaveBeenCalled();
  });
});
