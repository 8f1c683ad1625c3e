import type { Billing, OrgUser, PendingInvite, UpdateUserRequest } from '@salesdash/api-contract';
import {
  exampleCreatedInvite,
  exampleOrgUser,
  exampleOrgUsers,
  exampleRoles,
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** The people of the example organization: an admin, a manager, Casey and Sam (deactivated). */
export const examplePeople: OrgUser[] = [
  exampleOrgUser({
    user_id: 1,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    display_name: 'Ada Admin',
    access: 2,
    manager_id: null,
    manager_name: null,
    role_id: null,
    role_title: null,
  }),
  exampleOrgUser({
    user_id: 3,
    email: 'morgan@example.com',
    first_name: 'Morgan',
    last_name: 'Manager',
    display_name: 'Morgan Manager',
    access: 3,
    manager_id: null,
    manager_name: null,
  }),
  ...exampleOrgUsers.map((person) =>
    person.user_id === 9 ? { ...person, is_active: false } : person,
  ),
];

/** A pending invite of the example organization. */
export const examplePendingInvite: PendingInvite = {
  user: exampleCreatedInvite.user,
  invited_by: 'Ada Admin',
  expires_at: exampleCreatedInvite.expires_at,
};

/** How the people endpoints answer: lists, or answers of their own (`failure(…)`, `'pending'`). */
export type PeopleRoutesOptions = {
  people?: OrgUser[] | FakeAnswer;
  invites?: PendingInvite[] | FakeAnswer;
  billing?: Billing | FakeAnswer;
  /** An answer of every write instead of writing. */
  write?: FakeAnswer;
};

const isAnswer = (value: unknown): value is FakeAnswer =>
  value === 'pending' ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * Routes of the fake API client answering the people administration from memory, for stories
 * and tests: the table searches and pages, edits bump the version (a stale one gets 409),
 * revoking drops the invite.
 */
export function peopleRoutes(options: PeopleRoutesOptions = {}): FakeRoutes {
  let people = Array.isArray(options.people) ? [...options.people] : [...examplePeople];
  let invites = Array.isArray(options.invites) ? [...options.invites] : [examplePendingInvite];
  return {
    'GET users/people': ({ query }) => {
      if (isAnswer(options.people)) return options.people;
      const search = (query.get('search') ?? '').toLowerCase();
      const status = query.get('status') ?? 'all';
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const found = people.filter(
        (person) =>
          (status === 'all' || person.is_active === (status === 'active')) &&
          `${person.display_name} ${person.email}`.toLowerCase().includes(search),
      );
      const totalPages = Math.ceil(found.length / limit);
      return success({
        people: found.slice((page - 1) * limit, page * limit),
        pagination: { hasNextPage: page < totalPages, totalCount: found.length, totalPages },
      });
    },
    'GET users/invite/pending': () =>
      isAnswer(options.invites) ? options.invites : success({ invites }),
    'GET users': success({ users: people }),
    'GET roles': success(exampleRoles),
    'GET organizations/:id/billing': () =>
      isAnswer(options.billing)
        ? options.billing
        : success(
            options.billing ?? {
              seats: 10,
              used: 5,
              available: 5,
              active_people: 4,
              pending_invites: 1,
              payment_provider: null,
            },
          ),
    'PATCH users/:id': ({ params, body }) => {
      if (options.write) return options.write;
      const person = people.find((item) => item.user_id === Number(params['id']));
      const request = body as UpdateUserRequest;
      if (!person) return failure(404, 'not-found', 'Not found');
      if (request.version !== undefined && request.version !== person.version) {
        return failure(
          409,
          'stale-version',
          'Someone changed this person since you opened the form; reload to see their change and try again',
        );
      }
      const changed: OrgUser = {
        ...person,
        ...(request.access === undefined ? {} : { access: request.access }),
        ...(request.is_active === undefined ? {} : { is_active: request.is_active }),
        ...(request.manager_id === undefined ? {} : { manager_id: request.manager_id }),
        ...(request.payroll_id === undefined
          ? {}
          : { payroll_id: request.payroll_id === '' ? null : request.payroll_id }),
        ...(request.role_id === undefined
          ? {}
          : {
              role_id: request.role_id === null ? null : String(request.role_id),
              role_title:
                exampleRoles.find((role) => role.role_id === String(request.role_id))?.role_title ??
                null,
            }),
        version: person.version + 1,
      };
      people = people.map((item) => (item.user_id === person.user_id ? changed : item));
      return success(changed);
    },
    'POST users/invite/:id/resend': ({ params }) => {
      if (options.write) return options.write;
      const invite = invites.find((item) => item.user.user_id === Number(params['id']));
      if (!invite) return failure(404, 'not-found', 'Not found');
      return success({
        ...exampleCreatedInvite,
        user: invite.user,
        invite_url: '/complete-registration?token=new',
      });
    },
    'DELETE users/invite/:id': ({ params }) => {
      if (options.write) return options.write;
      invites = invites.filter((item) => item.user.user_id !== Number(params['id']));
      return success({ ok: true });
    },
  };
}
