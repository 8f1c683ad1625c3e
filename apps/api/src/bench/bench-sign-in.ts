/** A benchmark account's session over HTTP: its access token and id. */
export type BenchSession = { token: string; userId: number };

/**
 * Signs a benchmark account in through the API, as the web app does (every seeded account's
 * password is `demo1234`).
 * @throws Error when the sign-in is refused
 */
export async function signInBenchAccount(base: string, email: string): Promise<BenchSession> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string; user_id: number } };
  return { token: data.access_token, userId: data.user_id };
}
