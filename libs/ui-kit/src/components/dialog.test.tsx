import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, type DialogSize } from './dialog.tsx';

function renderDialog({
  onClose = vi.fn(),
  size,
}: { onClose?: () => void; size?: DialogSize } = {}) {
  render(
    <Dialog title="Share" description="Read-only" onClose={onClose} size={size}>
      <input aria-label="First" />
      <button type="button">Last</button>
    </Dialog>,
  );
  return onClose;
}

/** An opener button that mounts the dialog, as the features use it. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Invite" onClose={() => setOpen(false)}>
          <input aria-label="Email" />
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog in a portal that focuses its first control', () => {
    const { container } = render(
      <Dialog title="Share" description="Read-only" onClose={vi.fn()}>
        <input aria-label="First" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Read-only');
    expect(screen.getByRole('heading', { level: 2, name: 'Share' })).toBeInTheDocument();
    // Portalled to <body>, so no parent's overflow or stacking context can clip it.
    expect(container).not.toContainElement(dialog);
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('has no description when none is given', () => {
    render(
      <Dialog title="Share" onClose={vi.fn()}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('never gives first focus to a destructive button, so Enter cannot confirm one', async () => {
    const refund = vi.fn();
    render(
      <Dialog title="Change the status" onClose={vi.fn()}>
        <Button variant="danger" onClick={refund}>
          Refund
        </Button>
        <Button variant="ghost">Cancel</Button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(refund).not.toHaveBeenCalled();
  });

  it('focuses the panel when its only control is destructive', () => {
    render(
      <Dialog title="Delete" onClose={vi.fn()}>
        <Button variant="danger">Delete</Button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('focuses the panel itself when the body has no control', () => {
    render(
      <Dialog title="Share" onClose={vi.fn()}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and on the Close button', async () => {
    const onClose = renderDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('still owns Escape and Tab when focus fell out of it (a button turned disabled)', async () => {
    const onClose = renderDialog();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('returns focus to the opener when it closes', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('is wider with size lg', () => {
    renderDialog({ size: 'lg' });
    expect(screen.getByRole('dialog')).toHaveClass('max-w-xl');
  });

  it('defaults to md', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toHaveClass('max-w-md');
  });
});

/** A page with a dialog that can open a second one from inside it (a confirmation). */
function StackedDialogs() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      {outer ? (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          {inner ? (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">Confirm</button>
            </Dialog>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

const layerOf = (name: string) => screen.getByRole('dialog', { name }).parentElement as HTMLElement;

describe('Dialog: the page behind', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('is inert while the dialog is open and interactive again once it closes', async () => {
    const { container } = render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    expect(layerOf('Invite')).not.toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stacks: an inner dialog makes the outer one inert, and closing it gives it back', async () => {
    const { container } = render(<StackedDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    const outer = layerOf('Outer');
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(outer).toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    expect(layerOf('Inner')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outer).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves alone what was inert before and live regions (toasts)', async () => {
    const hidden = document.body.appendChild(document.createElement('div'));
    hidden.setAttribute('inert', '');
    const toasts = document.body.appendChild(document.createElement('section'));
    toasts.setAttribute('aria-live', 'polite');
    try {
      render(<Opener />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(toasts).not.toHaveAttribute('inert');
      await userEvent.keyboard('{Escape}');
      expect(hidden).toHaveAttribute('inert');
    } finally {
      hidden.remove();
      toasts.remove();
    }
  });

  it('does not scroll, padded by the scrollbar width so nothing shifts, until the last dialog closes', async () => {
    // jsdom has no scrollbar: a 1024 px window with a 1009 px wide page has a 15 px one.
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1009);
    document.body.style.paddingRight = '4px';
    render(<StackedDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    await userEvent.keyboard('{Escape}');
    // The outer dialog is still open.
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    vi.restoreAllMocks();
  });

  it('adds no padding when the page has no scrollbar', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    await userEvent.keyboard('{Escape}');
    vi.restoreAllMocks();
  });
});
