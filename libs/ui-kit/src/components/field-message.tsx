import type { ReactNode } from 'react';

export type FieldMessageProps = { id: string; error?: ReactNode; hint?: ReactNode };

/** Error (preferred) or hint line under a form control; the control points at it by id. */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error != null && error !== false && error !== '') {
    return (
      <p id={id} className="mt-1.5 text-sm text-negative">
        {error}
      </p>
    );
  }
  if (hint != null) {
    return (
      <div id={id} className="mt-1.5 text-sm text-fg-muted">
        {hint}
      </div>
    );
  }
  return null;
}
