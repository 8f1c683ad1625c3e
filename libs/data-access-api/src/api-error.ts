/** Code used when no answer came back at all (offline, DNS, CORS, aborted). */
export const networkErrorCode = 'network-request-failed';

/**
 * A failed API call: carries the server's envelope `message` and `code` and the HTTP
 * status (0 when the request never got an answer), so screens can show the server's words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Seconds the server asked to wait (`Retry-After` of a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The values the field a 400 names can take, when the server listed them (a workbook's sheets). */
  readonly choices: readonly string[] | undefined;

  constructor(options: {
    message: string;
    code: string;
    status: number;
    retryAfterSeconds?: number;
    choices?: readonly string[];
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.choices = options.choices;
  }
}

/**
 * Narrows an unknown thrown value to an {@link ApiError}.
 * @param error - anything caught from an API call
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether the server answered 404: the record does not exist, or is out of the caller's sight
 * (the API answers both alike).
 * @param error - anything caught from an API call
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The choices a refused request's 400 listed for its field (a workbook's sheets), looking
 * through `cause`s as `fieldProblemOf` does; empty when it listed none.
 * @param error - anything caught from an API call
 */
export function choicesOf(error: unknown): readonly string[] {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (isApiError(current)) return current.choices ?? [];
  }
  return [];
}
