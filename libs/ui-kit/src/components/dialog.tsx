import { clsx } from 'clsx';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { XIcon } from '../icons/x-icon.tsx';
import { lockBackground } from './background-lock.ts';
import { focusRing } from './focus-ring.ts';

export type DialogSize = 'md' | 'lg';

export type DialogProps = {
  /** Heading of the dialog (an h2) and its accessible name. */
  title: ReactNode;
  /** One line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Called on Escape, a backdrop click and the Close button; the caller unmounts the dialog. */
  onClose: () => void;
  /** `md` for a short form, `lg` for lists and tables. */
  size?: DialogSize;
  children?: ReactNode;
};

const sizes: Record<DialogSize, string> = {
  md: 'max-w-md',
  lg: 'max-w-xl',
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the product, rendered into document.body while mounted. Focus moves to
 * the body's first control on open (never a danger button), Tab wraps inside, and focus returns to the opener on close.
 * While it is open the rest of the page is inert and does not scroll (dialogs stack).
 */
export function Dialog({ title, description, onClose, size = 'md', children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The opener first: once the page behind is inert, the browser takes focus away from it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseBackground = layerRef.current ? lockBackground(layerRef.current) : undefined;
    // The body's first control, not the Close button: that is where the user acts next. Never a
    // destructive one (a danger button): Enter would then refund or delete what nobody chose.
    const first = [
      ...(bodyRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []),
    ].find((control) => control.dataset['variant'] !== 'danger');
    (first ?? panelRef.current)?.focus();
    return () => {
      // Released before focusing the opener, which may sit in the page (or dialog) behind.
      releaseBackground?.();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    // Focus can fall out of the panel (a focused button turns disabled while it submits):
    // the open dialog still owns Escape, and Tab leads back into it, not to the page behind.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || (event.target instanceof Node && panel.contains(event.target))) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (panel.querySelector<HTMLElement>(focusableSelector) ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [onClose]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // An open dialog owns Escape; a menu or page handler behind it must not see it too.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // The page behind is out of reach while the dialog is open, so Tab wraps around.
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={layerRef}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/40 px-4 py-16"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description != null ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-size={size}
        className={clsx(
          'w-full rounded-lg border border-border bg-surface text-fg shadow-lg focus:outline-none',
          sizes[size],
        )}
      >
        {/* A div, not <header>: the page's banner landmark is the top bar, not each dialog. */}
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description != null ? (
              <p id={descriptionId} className="mt-0.5 text-sm text-fg-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={() => onClose()}
            className={clsx(
              'shrink-0 rounded-md p-1 text-fg-muted hover:bg-surface-hover hover:text-fg',
              focusRing,
            )}
          >
            <XIcon />
          </button>
        </div>
        <div ref={bodyRef} className="px-5 py-4">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
