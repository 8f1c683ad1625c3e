import { useEffect, useState } from 'react';

/** TV mode shows each category for 15 s (docs/user-guide.md#tv-mode). */
export const tvRotationMs = 15_000;

/**
 * The index of the slide a rotating board shows: the next one every `intervalMs`, from the last
 * back to the first; the arrow keys step by hand (the wait starts over).
 * @param count - slides to rotate through
 * @param intervalMs - the time each one shows
 */
export function useRotation(count: number, intervalMs = tvRotationMs) {
  const [index, setIndex] = useState(0);
  const [steps, setSteps] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, steps]);

  useEffect(() => {
    const step = (event: KeyboardEvent) => {
      if (count < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      setIndex((current) => (current + delta + count) % count);
      setSteps((taken) => taken + 1);
    };
    window.addEventListener('keydown', step);
    return () => window.removeEventListener('keydown', step);
  }, [count]);

  return count === 0 ? 0 : index % count;
}
