/** Open modal layers, innermost last; each is a direct child of <body> (a portal). */
const layers: HTMLElement[] = [];
/** Elements this module made inert (never ones that were inert already). */
const madeInert = new Set<Element>();
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function applyInert(): void {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = layers.at(-1);
  if (!top) return;
  for (const child of document.body.children) {
    // Live regions (the toasts) stay reachable: a toast raised behind a dialog is still read out.
    if (child === top || child.hasAttribute('inert') || child.hasAttribute('aria-live')) continue;
    child.setAttribute('inert', '');
    madeInert.add(child);
  }
}

function lockScroll(): void {
  const { body, documentElement } = document;
  // The scrollbar disappears with the scrolling: pad by its width so nothing shifts sideways.
  const scrollbarWidth = Math.max(0, window.innerWidth - documentElement.clientWidth);
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${padding + scrollbarWidth}px`;
}

function unlockScroll(): void {
  if (!savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/**
 * Makes everything outside `layer` inert (no focus, no clicks, hidden from assistive
 * technology) and stops the page behind from scrolling, until the returned function is called.
 * Layers stack: a dialog opened from a dialog makes the first one inert too, and closing it
 * gives the first one back. Attributes and styles are restored as they were.
 * @param layer - the modal's portal element, a child of <body>
 * @returns the release function; call it once, when the modal closes
 */
export function lockBackground(layer: HTMLElement): () => void {
  if (layers.length === 0) lockScroll();
  layers.push(layer);
  applyInert();
  return () => {
    const index = layers.lastIndexOf(layer);
    if (index !== -1) layers.splice(index, 1);
    applyInert();
    if (layers.length === 0) unlockScroll();
  };
}
