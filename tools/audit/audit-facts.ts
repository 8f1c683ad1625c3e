import { signIn } from '../bench/server.ts';
import type { AuditFacts } from './audit-pages.ts';

/** `POST /api/shares` as `token`: the new link's page path. */
async function createShare(
  base: string,
  token: string,
  body: { type: 'employee' | 'leaderboard'; resource_id: number },
): Promise<string> {
  const response = await fetch(`${base}/api/shares`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`share of ${body.type}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: { path: string } }).data.path;
}

/**
 * The closer's id and two share links their manager creates on the fresh demo data: the
 * closer's dashboard and the organization's leaderboard (TV mode).
 */
export async function gatherAuditFacts(base: string): Promise<AuditFacts> {
  const closer = await signIn(base, 'closer@demo.test');
  const manager = await signIn(base, 'manager@demo.test');
  return {
    closerId: closer.user_id,
    employeeSharePath: await createShare(base, manager.access_token, {
      type: 'employee',
      resource_id: closer.user_id,
    }),
    leaderboardSharePath: await createShare(base, manager.access_token, {
      type: 'leaderboard',
      resource_id: manager.organization_id,
    }),
  };
}
