import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Closes a popover (a menu, a panel) held with its trigger in `root` while `open`: a pointer
 * pressed anywhere outside `root` dismisses it. The returned handler, put on `root`'s `onBlur`,
 * dismisses it when focus tabs out too; a blur with no new target (a click on nothing
 * focusable) is left to the pointer listener, so a click inside does not close it in Safari.
 * @param root - the element holding the trigger and the popover
 * @param open - whether the popover is shown
 * @param onDismiss - closes it
 * @returns the `onBlur` handler for `root`, for popovers that tabbing out closes
 */
export function useDismissOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
): (event: FocusEvent) => void {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root]);
  return (event) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) dismiss.current();
  };
}
