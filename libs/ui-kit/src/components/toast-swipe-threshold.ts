import { useEffect } from 'react';

/** sonner 2's own swipe distance before it dismisses a toast (a constant it does not expose). */
const librarySwipeThresholdPx = 45;

/**
 * Lets a toast go at the app's shorter swipe: when a swipe of at least `thresholdPx` ends, the
 * distance sonner recorded on the toast (`--swipe-amount-x/-y`) is lengthened to its own
 * threshold just before its pointer-up handler reads it, so sonner dismisses the toast with
 * its usual animation, direction check and `onDismiss`.
 * @returns true when the swipe was lengthened
 */
export function lengthenShortSwipe(toastElement: HTMLElement, thresholdPx: number): boolean {
  let lengthened = false;
  for (const axis of ['x', 'y'] as const) {
    const property = `--swipe-amount-${axis}`;
    const amount = Number.parseFloat(toastElement.style.getPropertyValue(property)) || 0;
    if (Math.abs(amount) >= thresholdPx && Math.abs(amount) < librarySwipeThresholdPx) {
      toastElement.style.setProperty(property, `${Math.sign(amount) * librarySwipeThresholdPx}px`);
      lengthened = true;
    }
  }
  return lengthened;
}

/**
 * Applies {@link lengthenShortSwipe} to every toast: a capturing pointer-up listener on the
 * document runs before sonner's own (React's, on the root), so the toast is still swiped.
 */
export function useToastSwipeThreshold(thresholdPx: number): void {
  useEffect(() => {
    const onPointerUp = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toastElement = target?.closest<HTMLElement>('[data-sonner-toast]');
      if (toastElement) lengthenShortSwipe(toastElement, thresholdPx);
    };
    document.addEventListener('pointerup', onPointerUp, true);
    return () => document.removeEventListener('pointerup', onPointerUp, true);
  }, [thresholdPx]);
}
