import { redirectLookupSchema, successEnvelope, type RedirectRule } from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const responseSchema = successEnvelope(redirectLookupSchema);

// A slow lookup must not freeze navigation; without an answer the guard simply continues.
const lookupTimeoutMs = 3_000;

/**
 * `GET /api/redirects?path=`: the redirect rule for a path, or null when there is none (the API
 * answers `data: null`) or the lookup fails for any reason (the navigation guard's step 5
 * then continues).
 * @param api - the app's API client
 * @param pathname - the path being visited
 */
export async function lookupRedirect(
  api: ApiClient,
  pathname: string,
): Promise<RedirectRule | null> {
  try {
    const body = await api
      .get('redirects', { searchParams: { path: pathname }, timeout: lookupTimeoutMs })
      .json();
    const parsed = responseSchema.safeParse(body);
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
