import type { CreateShareRequest, ResolvedShare, Share } from '@salesdash/api-contract';
import {
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the share endpoints answer: data, or an answer of their own (`failure(…)`, `'pending'`). */
export type ShareRoutesOptions = {
  /** The links `GET shares` lists (creating adds one, revoking marks it), or its answer. */
  shares?: Share[] | FakeAnswer;
  /** What `GET shares/resolve` resolves to, or its answer; pending unless given. */
  resolve?: ResolvedShare | FakeAnswer;
  /** An answer of `POST shares` instead of creating the link. */
  create?: FakeAnswer;
  /** An answer of `DELETE shares/:id` instead of revoking the link. */
  revoke?: FakeAnswer;
};

const isAnswer = (value: unknown): value is FakeAnswer =>
  value === 'pending' ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * Routes of the fake API client answering the share endpoints from memory, for stories and
 * tests: creating a link adds it to the list, revoking marks it revoked.
 * @param options - the links, the resolved share and answers that replace the behaviour
 */
export function shareRoutes(options: ShareRoutesOptions = {}): FakeRoutes {
  let shares: Share[] = Array.isArray(options.shares) ? [...options.shares] : [];
  let nextId = 100;
  const { resolve = 'pending' } = options;
  return {
    'GET shares/resolve': isAnswer(resolve) ? resolve : success(resolve),
    'GET shares': () => (isAnswer(options.shares) ? options.shares : success({ shares })),
    'POST shares': ({ body }) => {
      if (options.create) return options.create;
      const request = body as CreateShareRequest;
      const token = `token-${nextId}`;
      const share: Share = {
        share_id: nextId++,
        type: request.type,
        resource_id: request.resource_id,
        name: 'Casey Closer',
        expires_at: request.expires_at ?? null,
        revoked_at: null,
        created_at: new Date().toISOString(),
        created_by: 7,
        include_customer_details: request.include_customer_details ?? false,
      };
      shares = [share, ...shares];
      return success({ share, token, path: `/share/${share.type}/${token}` }, 201);
    },
    'DELETE shares/:id': ({ params }) => {
      if (options.revoke) return options.revoke;
      const id = Number(params['id']);
      const found = shares.find((share) => share.share_id === id);
      if (!found) return failure(404, 'not-found', 'Share not found');
      const revoked = { ...found, revoked_at: new Date().toISOString() };
      shares = shares.map((share) => (share.share_id === id ? revoked : share));
      return success(revoked);
    },
  };
}
