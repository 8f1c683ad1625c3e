/**
 * A screen's load that failed, named in the app's fixed words ("Failed to load Metrics"; their
 * spellings, "Commisions" included, are kept on purpose). The API's own error stays in `cause`, so
 * a screen can still show the server's message or status.
 */
export class LoadError extends Error {
  override readonly name = 'LoadError';

  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

/**
 * Runs a load and rethrows any failure as a {@link LoadError} with `message`.
 * @param message - the fixed message, e.g. `Failed to load Metrics`
 * @param load - the call
 */
export async function loadOrThrow<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new LoadError(message, error);
  }
}
