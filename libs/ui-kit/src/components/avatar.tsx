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

/** Letters and digits of any script (with their combining marks): what an initial can be. */
const letterOrDigit = /[\p{L}\p{N}][\p{M}]*/u;
/** A bracketed aside such as "(Admin)" or "[contractor]": a note beside the name, not part of it. */
const aside = /[([{][^)\]}]*[)\]}]/gu;

/** The words of `text` that hold a letter or digit, each as the first one it holds. */
const firstLetters = (text: string): string[] =>
  text
    .split(/\s+/u)
    .map((word) => letterOrDigit.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);

/**
 * Up to two initials of a name: the first letters of its first and last words ("Avery Ace" →
 * "AA", "madonna" → "M"). Punctuation is no initial and a bracketed note is not the name
 * ("Liv Bennett (Admin)" → "LB", "Sean O'Brien" → "SO"); a name that is only a note keeps it
 * ("(Admin)" → "A"); "?" for a name without a letter or digit.
 * @param name - a display name
 */
export function initialsOf(name: string): string {
  const words = firstLetters(name.replace(aside, ' '));
  const letters = words.length > 0 ? words : firstLetters(name);
  const first = letters[0];
  if (!first) return '?';
  const last = letters.length > 1 ? letters.at(-1) : undefined;
  return [first, last ?? ''].map((letter) => letter.toLocaleUpperCase('en')).join('');
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
