import { clsx } from 'clsx';
import { useState } from 'react';

export type AvatarProps = {
  /** Whose picture: the initials come from it, and it is the image's alt text. */
  name: string;
  /** The picture's URL; without one, or when it fails to load, the initials show. */
  src?: string | null;
  /** `fluid`: sized by `className` (a TV board sizes it to the screen). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'fluid';
  className?: string;
};

const sizes = {
  sm: 'size-7 text-[0.6875rem]',
  md: 'size-9 text-xs',
  lg: 'size-14 text-base',
  xl: 'size-20 text-2xl',
  fluid: '',
} as const;

/**
 * Up to two initials of a name: the first letters of its first and last words ("Avery Ace" →
 * "AA", "madonna" → "M"); "?" for a blank name.
 * @param name - a display name
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0]?.toLocaleUpperCase('en') : ''))
    .join('');
}

/** A person's round picture, or their initials on a tinted disc when there is none. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={name}
        className={clsx(base, 'object-cover')}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={clsx(base, 'bg-brand-soft font-semibold text-fg select-none')}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
