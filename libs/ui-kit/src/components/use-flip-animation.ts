import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { listMoves, type ListMove } from './list-moves.ts';

export type FlipAnimationOptions = {
  /**
   * What list this is (another period, filter or category): when it changes the items are
   * shown in place, with no movement and no cue, as a list filled for the first time.
   */
  scope?: string;
  /** How long an item takes to glide to its new place. */
  durationMs?: number;
  /** How long `moves` names the items that moved, for a highlight. */
  cueMs?: number;
};

export type FlipAnimation<K, T extends HTMLElement> = {
  /** The element holding the items; their places are measured against it. */
  containerRef: RefObject<T | null>;
  /** The items that moved or arrived at the last change of order; empty again after `cueMs`. */
  moves: ReadonlyMap<K, ListMove>;
};

type Point = { x: number; y: number };
type Measure = { scope: string; order: string; at: Map<string, Point> };

/** How long a ranked row takes to glide to its new place. */
const glideMs = 400;
const easing = 'cubic-bezier(0.2, 0, 0, 1)';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Animates a ranked list when its order changes (FLIP): each item (an element inside the
 * container with `data-flip-key={key}`) is measured after every render; when the order of
 * `keys` changes, an item that moved starts from its old place and glides to the new one, and
 * an item that was not shown before fades in. With `prefers-reduced-motion: reduce` nothing
 * moves (the fade and the `moves` cue stay). The Web Animations API leaves the elements'
 * styles alone; where it is missing the list simply jumps to its new order.
 * @param keys - every item's key in ranked order, best first, including items not rendered
 *   (a person entering the rows shown from below counts as moving up)
 * @param options - the list's scope, the glide's and the cue's durations
 */
export function useFlipAnimation<K extends string | number, T extends HTMLElement = HTMLElement>(
  keys: readonly K[],
  { scope = '', durationMs = glideMs, cueMs = 3_000 }: FlipAnimationOptions = {},
): FlipAnimation<K, T> {
  const containerRef = useRef<T>(null);
  const order = JSON.stringify(keys);
  // The order last rendered, kept in state so the moves are known while rendering the change.
  const [seen, setSeen] = useState({ scope, order, keys });
  const [moves, setMoves] = useState<ReadonlyMap<K, ListMove>>(() => new Map());
  if (seen.scope !== scope || seen.order !== order) {
    setSeen({ scope, order, keys });
    setMoves(seen.scope === scope ? listMoves(seen.keys, keys) : new Map());
  }

  useEffect(() => {
    if (moves.size === 0) return;
    const timer = setTimeout(() => setMoves(new Map()), cueMs);
    return () => clearTimeout(timer);
  }, [moves, cueMs]);

  const measured = useRef<Measure | null>(null);
  const running = useRef(new Map<string, Animation>());
  // Every render: a re-render with the same order only measures again, so the places stay
  // current when the list grows ("Show all") or its container is laid out anew.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const last = measured.current;
    if (!container) {
      measured.current = null;
      return;
    }
    const changed =
      last !== null && last.scope === scope && last.order !== order && last.at.size > 0;
    if (changed) {
      // An unfinished glide is dropped, so the items are measured where the layout puts them.
      for (const animation of running.current.values()) animation.cancel();
      running.current.clear();
    }
    const origin = container.getBoundingClientRect();
    const items = Array.from(container.querySelectorAll<HTMLElement>('[data-flip-key]'));
    const at = new Map<string, Point>();
    for (const item of items) {
      const key = item.dataset['flipKey'] ?? '';
      // A gliding item's box is part way: its place is still the one measured at the change.
      const gliding = running.current.has(key) ? last?.at.get(key) : undefined;
      const box = item.getBoundingClientRect();
      at.set(key, gliding ?? { x: box.left - origin.left, y: box.top - origin.top });
    }
    measured.current = { scope, order, at };
    if (!changed) return;

    const still = prefersReducedMotion();
    const play = (key: string, item: HTMLElement, frames: Keyframe[]) => {
      if (typeof item.animate !== 'function') return;
      const animation = item.animate(frames, { duration: durationMs, easing });
      running.current.set(key, animation);
      animation.onfinish = () => {
        if (running.current.get(key) === animation) running.current.delete(key);
      };
    };
    for (const item of items) {
      const key = item.dataset['flipKey'] ?? '';
      const now = at.get(key);
      const before = last.at.get(key);
      if (!now) continue;
      if (!before) {
        play(key, item, [{ opacity: 0 }, { opacity: 1 }]);
        continue;
      }
      const dx = before.x - now.x;
      const dy = before.y - now.y;
      if (still || (dx === 0 && dy === 0)) continue;
      play(key, item, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }]);
    }
  });

  return { containerRef, moves };
}
