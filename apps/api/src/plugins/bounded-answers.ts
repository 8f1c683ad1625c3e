/**
 * An answer kept to be sent again: its JSON text, content type and the version stamp of the
 * data it was computed from (data-change-versions.ts).
 */
export type KeptAnswer = { payload: string; contentType: string; stamp: number };

export type BoundedAnswers = {
  get(key: string): KeptAnswer | undefined;
  /** Keeps `answer` unless it alone is over the per-answer bound; evicts the oldest to fit. */
  set(key: string, answer: KeptAnswer): void;
  clear(): void;
  /** Answers kept and their characters, for tests and memory notes. */
  readonly size: number;
  readonly chars: number;
};

/**
 * Answers by key, at most `maxEntries` of them and `maxChars` characters of JSON together
 * (a character of JSON text is a byte in V8's one-byte strings); past either bound the oldest
 * go first. One answer over `maxAnswerChars` is never kept: it would push out many others
 * and a request that big is not the cheap read the cache is for.
 */
export function createBoundedAnswers(bounds: {
  maxEntries: number;
  maxChars: number;
  maxAnswerChars: number;
}): BoundedAnswers {
  const answers = new Map<string, KeptAnswer>();
  let chars = 0;
  const drop = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    chars -= answer.payload.length;
    answers.delete(key);
  };
  return {
    get: (key) => answers.get(key),
    set(key, answer) {
      if (answer.payload.length > bounds.maxAnswerChars) return;
      drop(key);
      while (
        answers.size > 0 &&
        (answers.size >= bounds.maxEntries || chars + answer.payload.length > bounds.maxChars)
      ) {
        const oldest = answers.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      answers.set(key, answer);
      chars += answer.payload.length;
    },
    clear() {
      answers.clear();
      chars = 0;
    },
    get size() {
      return answers.size;
    },
    get chars() {
      return chars;
    },
  };
}
