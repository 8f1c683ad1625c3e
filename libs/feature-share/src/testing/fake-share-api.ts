import type { ResolvedShare, Share } from '@salesdash/api-contract';
import { createApiClient, type ApiClient } from '@salesdash/data-access-api';

/** An error answer of the API: status, code and message of the envelope. */
export type FakeFailure = { status: number; code: string; message: string };

/** How the fake answers; `'pending'` never answers (loading states). */
export type FakeShareApiOptions = {
  shares?: Share[] | FakeFailure | 'pending';
  resolve?: ResolvedShare | FakeFailure | 'pending';
  create?: FakeFailure | 'pending';
  revoke?: FakeFailure | 'pending';
};

export type FakeShareApi = {
  api: ApiClient;
  /** Every request sent, cloned (bodies still readable). */
  requests: Request[];
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const isFailure = (value: unknown): value is FakeFailure =>
  typeof value === 'object' && value !== null && 'code' in value && 'status' in value;

const fail = ({ status, code, message }: FakeFailure) =>
  json(status, { status: 'error', code, message });

const never = () => new Promise<Response>(() => undefined);

/**
 * An API client answering the share endpoints from memory, for stories and tests: creating a
 * link adds it to the list, revoking marks it revoked.
 * @param options - canned answers per endpoint
 */
export function createFakeShareApi(options: FakeShareApiOptions = {}): FakeShareApi {
  const requests: Request[] = [];
  let shares: Share[] = Array.isArray(options.shares) ? [...options.shares] : [];
  let nextId = 100;

  const respond = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    if (request.method === 'GET' && path === 'shares/resolve') {
      const answer = options.resolve ?? 'pending';
      if (answer === 'pending') return never();
      return isFailure(answer) ? fail(answer) : json(200, { status: 'success', data: answer });
    }
    if (request.method === 'GET' && path === 'shares') {
      const answer = options.shares ?? [];
      if (answer === 'pending') return never();
      if (isFailure(answer)) return fail(answer);
      return json(200, { status: 'success', data: { shares } });
    }
    if (request.method === 'POST' && path === 'shares') {
      if (options.create === 'pending') return never();
      if (options.create) return fail(options.create);
      const body = (await request.json()) as Pick<Share, 'type' | 'resource_id'> & {
        expires_at?: string;
      };
      const token = `token-${nextId}`;
      const share: Share = {
        share_id: nextId++,
        type: body.type,
        resource_id: body.resource_id,
        name: 'Casey Closer',
        expires_at: body.expires_at ?? null,
        revoked_at: null,
        created_at: new Date().toISOString(),
        created_by: 7,
      };
      shares = [share, ...shares];
      return json(201, {
        status: 'success',
        data: { share, token, path: `/share/${share.type}/${token}` },
      });
    }
    const revokeMatch = /^shares\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && revokeMatch) {
      if (options.revoke === 'pending') return never();
      if (options.revoke) return fail(options.revoke);
      const id = Number(revokeMatch[1]);
      const found = shares.find((share) => share.share_id === id);
      if (!found) return fail({ status: 404, code: 'not-found', message: 'Share not found' });
      const revoked = { ...found, revoked_at: new Date().toISOString() };
      shares = shares.map((share) => (share.share_id === id ? revoked : share));
      return json(200, { status: 'success', data: revoked });
    }
    return fail({
      status: 404,
      code: 'not-found',
      message: `No fake for ${request.method} ${path}`,
    });
  };

  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => 'user-token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return respond(request);
    }) as typeof fetch,
  });
  return { api, requests };
}
