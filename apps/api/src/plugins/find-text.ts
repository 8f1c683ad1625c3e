/** A value still to look at, and how it was reached: its key, and its parent's entry. */
type Pending = { value: unknown; key: string; parent: Pending | null };

/** The field path of `entry` (`employees.0.title`), built only once a match is found. */
function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | null = entry; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Bytes and streams are no text: a Buffer or typed array (an avatar's bytes) would be walked
 * one entry per byte, and a streamed body (an upload) is the request itself, whose object graph
 * (socket, server…) is no input and never ends.
 */
const isOpaque = (value: object): boolean =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * Where the first key or string of a parsed value for which `matches` holds sits, as a field
 * path such as `employees.0.title` ('' for the value itself), or null when there is none. The
 * walk is depth-first in key order, on an explicit stack: no recursion, so no depth can
 * overflow the call stack, and each value is visited once, so the time is linear in its size.
 * Bytes and streams are not walked (docs/decisions/0061-bounded-request-parsing.md).
 */
export function findText(value: unknown, matches: (text: string) => boolean): string | null {
  const stack: Pending[] = [{ value, key: '', parent: null }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (matches(entry.key)) return pathOf(entry);
    const current = entry.value;
    if (typeof current === 'string') {
      if (matches(current)) return pathOf(entry);
      continue;
    }
    if (typeof current !== 'object' || current === null || isOpaque(current)) continue;
    const entries = Object.entries(current);
    // Pushed last to first, so the first key is looked at (with all below it) first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      stack.push({ value: item, key, parent: entry });
    }
  }
  return null;
}
