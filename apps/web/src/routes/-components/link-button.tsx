import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const variants = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-surface-hover',
} as const;

/** A router link that looks like a button (a link must not wrap a <button>). */
export function LinkButton({
  to,
  search,
  variant = 'primary',
  children,
}: {
  to: string;
  search?: Record<string, unknown>;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      search={search}
      className={clsx(
        'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        variants[variant],
      )}
    >
      {children}
    </Link>
  );
}
