import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Icon before the label (hidden while loading, the spinner takes its place). */
  icon?: ReactNode;
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover border-transparent',
  secondary: 'bg-surface text-fg border-border-strong hover:bg-surface-hover',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-surface-hover',
  danger: 'bg-negative text-negative-fg hover:bg-negative-hover border-transparent',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
};

/** The one button of the product; `type` defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, icon, disabled, type = 'button', className, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={clsx(
        'inline-flex select-none items-center justify-center whitespace-nowrap rounded-md border font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-55',
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
});
