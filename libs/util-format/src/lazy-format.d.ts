/**
 * A formatter built on its first use rather than when its module loads: building Intl's first
 * formatter in a page costs about 20 ms (ICU's start), and these modules load before the first
 * paint, which formats no number (issue 30).
 * @param build - makes the formatter, once
 */
export declare function lazyFormat<F>(build: () => F): () => F;
