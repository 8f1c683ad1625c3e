import { forwardRef, type ReactNode } from 'react';
import type { IconProps } from './icon-props.ts';

/**
 * Builds a stroke icon (24×24 grid, currentColor) so every icon shares sizing and a11y rules:
 * decorative unless a `title` is given.
 */
export function createIcon(displayName: string, body: ReactNode) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { title, size = 16, ...props },
    ref,
  ) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  });
  Icon.displayName = displayName;
  return Icon;
}
