/**
 * A formatter built on its first use rather than when its module loads: building Intl's first
 * formatter in a page costs about 20 ms (ICU's start), and these modules load before the first
 * paint, which formats no number.
 * @param build - makes the formatter, once
 */
export function lazyFormat<F>(build: () => F): () => F {
  let built: F | undefined;
  return () => (built ??= build());
}
