import { Card } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';

export type AuthCardPageProps = {
  /** The page's one h1. */
  title: string;
  subtitle: string;
  /** Top-right controls supplied by the shell (the colour-mode toggle). */
  actions?: ReactNode;
  /** Column width: `sm` for sign-in, `md` for the longer registration form. */
  width?: 'sm' | 'md';
  children: ReactNode;
};

const widthClass = { sm: 'max-w-sm', md: 'max-w-md' } as const;

/** The frame of the signed-out pages: brand, heading and a card holding the form. */
export function AuthCardPage({
  title,
  subtitle,
  actions,
  width = 'sm',
  children,
}: AuthCardPageProps) {
  return (
    <div className={`relative flex w-full flex-col items-stretch ${widthClass[width]}`}>
      {actions != null ? <div className="fixed right-6 top-4">{actions}</div> : null}
      <div className="mb-6 text-center">
        <p className="text-lg font-semibold text-brand">SalesDash</p>
        <h1 className="mt-2 text-2xl font-semibold text-fg">{title}</h1>
        <p className="mt-1 text-sm text-fg-muted">{subtitle}</p>
      </div>
      <Card>{children}</Card>
    </div>
  );
}
