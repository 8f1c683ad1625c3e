import { clsx } from 'clsx';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { InfoIcon } from '../icons/info-icon.tsx';
import { focusRing } from './focus-ring.ts';

export type InfoTooltipProps = {
  /** Accessible name of the trigger button, e.g. "How Show rate is calculated". */
  label: string;
  /** The explanation; also the trigger's accessible description, so it is read on focus. */
  content: ReactNode;
  /** Which side of the trigger the bubble opens on. */
  align?: 'start' | 'end';
  className?: string;
};

/**
 * An (i) button whose explanation shows on hover and keyboard focus (WAI-ARIA tooltip pattern):
 * the bubble is the button's `aria-describedby`, Escape hides it without moving focus, a click
 * (a tap) shows it again. The bubble is in the DOM while hidden, so screen readers get the
 * description whether or not it is shown.
 */
export function InfoTooltip({ label, content, align = 'start', className }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    // Escape closes a tooltip opened by hover too, while focus is elsewhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      className={clsx('relative inline-flex', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A tap on a touch screen opens it again after Escape; a tap elsewhere blurs and hides it.
        onClick={() => setOpen(true)}
        className={clsx('rounded-full p-0.5 text-fg-subtle hover:text-fg', focusRing)}
      >
        <InfoIcon size={14} />
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className={clsx(
          'absolute top-full z-20 mt-1.5 w-64 rounded-md border border-border bg-surface px-3 py-2 text-xs font-normal leading-5 text-fg shadow-lg',
          align === 'start' ? 'left-0' : 'right-0',
        )}
      >
        {content}
      </span>
    </span>
  );
}
