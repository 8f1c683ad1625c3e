import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';
import { toastDefaults } from './toast-defaults.ts';
import { lengthenShortSwipe } from './toast-swipe-threshold.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('keeps the toast constants', () => {
    expect(toastDefaults).toEqual({
      position: 'top-center',
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      width: 356,
      swipeThreshold: 20,
    });
  });

  it('renders a top-centre toast area and shows a toast', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Error loading, please try again later');
    });
    const message = await screen.findByText('Error loading, please try again later');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list).toHaveStyle({ '--width': '356px', '--gap': '14px' });
    // Within this toast: another file's toasts may still be in sonner's store when files share
    // a worker (tools/vitest/components.config.ts).
    const shown = message.closest<HTMLElement>('[data-sonner-toast]');
    if (!shown) throw new Error('the message is not inside a toast');
    expect(within(shown).getByRole('button', { name: /close/i })).toBeInTheDocument();
  });
});

describe('Toaster loading sonner on demand', () => {
  it('has no toast area before the first toast, then shows toasts raised before it mounted', async () => {
    // Fresh modules: sonner not requested yet in this module graph.
    vi.resetModules();
    const fresh = {
      ...(await import('./toaster.tsx')),
      ...(await import('./toast.ts')),
      ...(await import('./load-sonner.ts')),
    };
    const { unmount } = render(<fresh.Toaster />);
    expect(fresh.isSonnerRequested()).toBe(false);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    unmount();

    act(() => {
      fresh.toast.error('Raised before the toaster mounted');
      fresh.toast.success('And a second one');
    });
    expect(fresh.isSonnerRequested()).toBe(true);
    render(<fresh.Toaster />);
    expect(await screen.findByText('Raised before the toaster mounted')).toBeInTheDocument();
    expect(await screen.findByText('And a second one')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});

describe('lengthenShortSwipe (a 20 px swipe dismisses)', () => {
  const toastWith = (x: string, y: string) => {
    const element = document.createElement('li');
    element.style.setProperty('--swipe-amount-x', x);
    element.style.setProperty('--swipe-amount-y', y);
    return element;
  };

  it.each([
    ['0px', '-20px', '0px', '-45px'],
    ['0px', '-30px', '0px', '-45px'],
    ['25px', '0px', '45px', '0px'],
    ['0px', '-19px', '0px', '-19px'],
    ['0px', '-60px', '0px', '-60px'],
  ])('x %s y %s becomes x %s y %s', (x, y, expectedX, expectedY) => {
    const element = toastWith(x, y);
    lengthenShortSwipe(element, toastDefaults.swipeThreshold);
    expect(element.style.getPropertyValue('--swipe-amount-x')).toBe(expectedX);
    expect(element.style.getPropertyValue('--swipe-amount-y')).toBe(expectedY);
  });
});
