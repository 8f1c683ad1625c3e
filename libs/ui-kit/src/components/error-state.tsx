import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AlertTriangleIcon } from '../icons/alert-triangle-icon.tsx';
import { Button } from './button.tsx';

export type ErrorStateProps = {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the retry button and shows a spinner while the retry runs. */
  retrying?: boolean;
  className?: string;
};

/** A failed load inside a card or page, with a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={clsx('flex flex-col items-center justify-center px-6 py-10 text-center', className)}>
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-negative-soft text-negative">
        <AlertTriangleIcon size={20} />
      </div>
      <p className="text-sm font-semibold text-fg">{title}</p>
      {message != null ? <p className="mt-1 max-w-sm text-sm text-fg-muted">{message}</p> : null}
      {onRetry ? (
        <Button className="mt-4" variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
