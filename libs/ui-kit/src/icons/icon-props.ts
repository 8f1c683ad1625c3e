import type { SVGProps } from 'react';

/** Props of every ui-kit icon: plain SVG props plus an optional accessible title. */
export type IconProps = SVGProps<SVGSVGElement> & {
  /** When set the icon is announced with this name; otherwise it is decorative (aria-hidden). */
  title?: string;
  /** Width and height in px; defaults to 16. */
  size?: number;
};
