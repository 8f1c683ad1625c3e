import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AlertTriangleIcon } from '../icons/alert-triangle-icon.tsx';
import { CheckCircleIcon } from '../icons/check-circle-icon.tsx';
import { InfoIcon } from '../icons/info-icon.tsx';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Optional trailing control (e.g. a retry or dismiss button). */
  action?: ReactNode;
  className?: string;
};

const tones: Record<AlertTone, { box: string; Icon: typeof InfoIcon }> = {
  info: { box: 'border-info/30 bg-info-soft text-fg', Icon: InfoIcon },
  success: { box: 'border-positive/30 bg-positive-soft text-fg', Icon: CheckCircleIcon },
  warning: { box: 'border-warning/30 bg-warning-soft text-fg', Icon: AlertTriangleIcon },
  error: { box: 'border-negative/30 bg-negative-soft text-fg', Icon: AlertTriangleIcon },
};

const iconColour: Record<AlertTone, string> = {
  info: 'text-info',
  success: 'text-positive',
  warning: 'text-warning',
  error: 'text-negative',
};

/** Inline message. Errors interrupt screen readers (role=alert); the others wait (role=status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={clsx('flex items-start gap-3 rounded-md border px-4 py-3 text-sm', box, className)}
    >
      <Icon className={clsx('mt-0.5 shrink-0', iconColour[tone])} />
      <div className="min-w-0 flex-1">
        {title != null ? <p className="font-semibold">{title}</p> : null}
        {children != null ? <div className={clsx(title != null && 'mt-0.5', 'text-fg-muted')}>{children}</div> : null}
      </div>
      {action != null ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
