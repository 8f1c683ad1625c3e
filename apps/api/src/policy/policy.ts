import { accessLevels, type ApiKeyScope } from '@salesdash/api-contract';
import { allow, forbid, hide, type Decision } from './decision.ts';
import { seesPerson } from './people-seen.ts';
import type { ApiKeyPrincipal, Principal, SharePrincipal, UserPrincipal } from './principal.ts';
import { recordIdOf, type Resource, type ResourceKind } from './resource.ts';

type ResourceOf<K extends ResourceKind> = Extract<Resource, { kind: K }>;

type Rule<K extends ResourceKind> = {
  resource: K;
  user: (actor: UserPrincipal, resource: ResourceOf<K>) => Decision;
  /**
   * Share links may only read; a rule without `share` refuses every share token. A share
   * decision sees only the id of the record (`recordIdOf`), so it can be taken before the
   * record is loaded: a link never makes the server read a record it does not name.
   */
  share?: (actor: SharePrincipal, recordId: number) => Decision;
  /**
   * The API key scopes under which a key may take this action, through its creator's eyes
   * (`user`); a rule without `apiKey` refuses every key, so nothing a person does (their
   * profile, notifications, shares, people, settings) is open to one by omission. The route
   * names the one scope it needs (`config.apiKey`); this is the second, per-record lock.
   */
  apiKey?: readonly ApiKeyScope[];
};

type AnyRule = { [K in ResourceKind]: Rule<K> }[ResourceKind];

const rule = <K extends ResourceKind>(definition: Rule<K>): Rule<K> => definition;

/** Superadmins and admins run the organization. */
const isAdmin = (actor: UserPrincipal) => actor.access <= accessLevels.admin;
const isManager = (actor: UserPrincipal) => actor.access === accessLevels.manager;
const isAdminOrManager = (actor: UserPrincipal) => actor.access <= accessLevels.manager;
/** A manager's team is the people whose manager_id is them, and themselves. */
const leads = (actor: UserPrincipal, managerId: number | null) =>
  isManager(actor) && managerId === actor.userId;
/** A call one closed or set, one's team's calls for managers, or any call for admins. */
const seesCall = (actor: UserPrincipal, call: ResourceOf<'appointment'>) =>
  isAdmin(actor) ||
  call.userIds.includes(actor.userId) ||
  (isManager(actor) && call.managerIds.includes(actor.userId));

/**
 * One of the two people of a call or deal, the manager of one of them, or an admin: nobody else
 * may put a call or a deal into someone's figures. The counterpart may be on another team
 * (setters work for several managers' closers).
 */
const participatesOrHidden = (actor: UserPrincipal, pairing: ResourceOf<'pairing'>): Decision => {
  const people = pairing.setter ? [pairing.closer, pairing.setter] : [pairing.closer];
  return isAdmin(actor) ||
    people.some((person) => person.userId === actor.userId || leads(actor, person.managerId))
    ? allow
    : hide();
};

const shareDenied = forbid('This share link does not grant access to this resource');
const apiKeyDenied = forbid('This API key does not grant access to this resource');

/** A link of `type` reads the one record it names; any other id is not found for it. */
const sharesOnly =
  (type: SharePrincipal['type']) =>
  (actor: SharePrincipal, recordId: number): Decision =>
    actor.type === type && actor.resourceId === recordId ? allow : hide();

/** Someone one may not see is "not found", exactly like someone who does not exist. */
const readUser = rule({
  resource: 'user',
  user: (actor, target) => (seesPerson(actor, target) ? allow : hide()),
  share: sharesOnly('employee'),
  apiKey: ['metrics:read', 'records:read'],
});

const readProductData = rule({
  resource: 'product',
  user: (actor) =>
    isAdminOrManager(actor) ? allow : forbid('Only admins and managers can see product dashboards'),
  share: sharesOnly('product'),
  apiKey: ['metrics:read', 'records:read'],
});

const adminOnly = (message: string) => (actor: UserPrincipal) =>
  isAdmin(actor) ? allow : forbid(message);
const adminOrManager = (message: string) => (actor: UserPrincipal) =>
  isAdminOrManager(actor) ? allow : forbid(message);
const anyMember = () => allow;

/** The leaderboard is part of a person's plan (`is_netrevenue_client`), whatever their role. */
const readsLeaderboard = (actor: UserPrincipal) =>
  actor.isNetrevenueClient ? allow : forbid('The leaderboard is not part of your plan');

/** Share links one did not create are invisible to all but admins (`share.list` agrees). */
const ownsOrAdmin = (actor: UserPrincipal, createdBy: number | null) =>
  createdBy === actor.userId || isAdmin(actor) ? allow : hide();

function decideUserChange(actor: UserPrincipal, change: ResourceOf<'user-change'>): Decision {
  const { target, fields } = change;
  const self = target.userId === actor.userId;
  for (const field of fields) {
    if (field === 'names') {
      if (!seesPerson(actor, target)) {
        return forbid('You can only edit your own profile or your team');
      }
    } else if (self) {
      return forbid(`You cannot change your own ${field.replace('_', ' ')}`);
    } else if (field === 'access' || field === 'manager_id' || field === 'payroll_id') {
      if (!isAdmin(actor))
        return forbid('Only admins can change access levels, teams and payroll IDs');
      if (target.access < actor.access || (change.newAccess ?? actor.access) < actor.access) {
        return forbid('You cannot grant or change an access level above your own');
      }
    } else if (isAdmin(actor)) {
      if (target.access < actor.access) return forbid('You cannot change a user above your level');
    } else if (!(leads(actor, target.managerId) && target.access === accessLevels.employee)) {
      return forbid('Managers can only change employees of their own team');
    }
  }
  return allow;
}

/**
 * Every read and write of the API, decided in one place from who asks (access level,
 * organization, team) and what they touch (its organization and owner). Routes name an action
 * and load the resource; they never compare roles themselves.
 */
export const policyRules = {
  'organization.read': rule({
    resource: 'organization',
    user: adminOnly('Only admins can load the organization'),
  }),
  'organization.update': rule({
    resource: 'organization',
    user: adminOnly('Only admins can change the organization'),
  }),
  'organization.read-seats': rule({
    resource: 'organization',
    user: adminOrManager('Only admins and managers can see seats'),
  }),
  /** Whether mail goes out and which mails of the organization were given up. */
  'mail.read-status': rule({
    resource: 'organization',
    user: adminOnly('Only admins can see the mail status'),
  }),
  /** Who changed what (docs/decisions/0045-audit-log.md): before and after of every record. */
  'audit.read': rule({
    resource: 'organization',
    user: adminOnly('Only admins can read the audit log'),
  }),
  /** Organization API keys (docs/decisions/0054-api-keys.md): admins list, create, revoke. */
  'api-key.manage': rule({
    resource: 'organization',
    user: adminOnly('Only admins can manage API keys'),
  }),
  /**
   * Spreadsheet imports (decision 0056): uploading, previewing, the history, rejected
   * rows and discarding; admins, and keys with the import scope. Nothing lands through it.
   */
  'import.manage': rule({
    resource: 'organization',
    user: adminOnly('Only admins can import'),
    apiKey: ['import'],
  }),
  /**
   * Landing an import and undoing it (commit, resume, undo): records written, commission paid
   * on approved payments, people and products created; admins, and keys with `import:commit`
   * (docs/decisions/0064-import-privacy-and-key-scopes.md).
   */
  'import.commit': rule({
    resource: 'organization',
    user: adminOnly('Only admins can import'),
    apiKey: ['import:commit'],
  }),
  /** Webhook endpoints, their secrets and deliveries (docs/decisions/0055-webhooks-in.md): the organization's admins. */
  'webhook.manage': rule({
    resource: 'organization',
    user: adminOnly('Only admins can manage webhooks'),
  }),
  'role.list': rule({ resource: 'organization', user: anyMember }),
  'role.write': rule({
    resource: 'organization',
    user: adminOnly('Only admins can change sales roles'),
  }),
  /** Redirect rules are installation-wide navigation data every signed-in person may look up. */
  'redirect.read': rule({ resource: 'organization', user: anyMember }),
  'user.list': rule({
    resource: 'organization',
    user: adminOrManager('Only admins and managers can list employees'),
  }),
  /**
   * The active closers' ids and names, for a setter naming the closer of a deal they set: any
   * member (nothing but names, which the leaderboard shows them anyway).
   */
  'user.list-closers': rule({ resource: 'organization', user: anyMember }),
  'user.read': readUser,
  /** Dashboards of one person: metrics, sales, calls, outbound, adjustments, history. */
  'user-data.read': readUser,
  'user.update': rule({ resource: 'user-change', user: decideUserChange }),
  /**
   * One's own profile: names and picture. Nobody edits another's here; admins and
   * managers rename people through `user.update`.
   */
  'profile.own': rule({
    resource: 'user',
    user: (actor, target) => (target.userId === actor.userId ? allow : hide()),
  }),
  /**
   * One's own commission statements: nobody else's here, and no share link or API
   * key (neither rule is given).
   */
  'statement.own': rule({
    resource: 'user',
    user: (actor, target) => (target.userId === actor.userId ? allow : hide()),
  }),
  /**
   * Someone's commission statements, read-only: a person whom the caller sees (an
   * admin anyone of the organization, a manager their team, everyone themselves); someone else
   * is not found. No share link or API key (neither rule is given).
   */
  'statement.read': rule({
    resource: 'user',
    user: (actor, target) => (seesPerson(actor, target) ? allow : hide()),
  }),
  /** Reopening the latest closed month: the organization's admins, no key or link. */
  'statement.reopen': rule({
    resource: 'organization',
    user: adminOnly('Only admins can reopen a month of statements'),
  }),
  /** Closing a month of statements: the organization's admins, no key or link. */
  'statement.close': rule({
    resource: 'organization',
    user: adminOnly('Only admins can close a month of statements'),
  }),
  /**
   * The disputes inbox: admins read the organization's, managers their team's (the
   * route narrows the list), read-only; no key or link.
   */
  'statement.dispute.list': rule({
    resource: 'organization',
    user: adminOrManager('Only admins and managers can see disputes'),
  }),
  /** Accepting or rejecting a dispute: the organization's admins, no key or link. */
  'statement.dispute.resolve': rule({
    resource: 'organization',
    user: adminOnly('Only admins can resolve disputes'),
  }),
  /** The admin month of statements: admins everyone, managers their team, read-only. */
  'statement.admin-read': rule({
    resource: 'organization',
    user: adminOrManager('Only admins and managers can see the month of statements'),
  }),
  /** The payroll export of a closed month: the organization's admins. */
  'statement.export': rule({
    resource: 'organization',
    user: adminOnly('Only admins can export payroll'),
  }),
  'user.invite': rule({
    resource: 'invite',
    user: (actor, invite) => {
      if (isAdmin(actor)) {
        return invite.access >= actor.access
          ? allow
          : forbid('You cannot invite someone above your own access level');
      }
      if (isManager(actor)) {
        return invite.access === accessLevels.employee && invite.managerId === actor.userId
          ? allow
          : forbid('Managers can only invite employees into their own team');
      }
      return forbid('Only admins and managers can invite people');
    },
  }),
  'product.list': rule({ resource: 'organization', user: anyMember }),
  'product.read': rule({
    resource: 'product',
    user: anyMember,
    share: sharesOnly('product'),
  }),
  'product-data.read': readProductData,
  'product.write': rule({
    resource: 'organization',
    user: adminOnly('Only admins can change products'),
  }),
  'appointment.read': rule({
    resource: 'appointment',
    user: (actor, call) => (seesCall(actor, call) ? allow : hide()),
    share: sharesOnly('call'),
    apiKey: ['records:read'],
  }),
  /**
   * A call's status (taken, no-show…): its closer, the closer's manager or an admin. Others who
   * see the call (its setter, the setter's manager) are refused; the rest do not see it.
   */
  'appointment.update-status': rule({
    resource: 'appointment',
    user: (actor, call) => {
      if (!seesCall(actor, call)) return hide();
      const [closerId] = call.userIds;
      const [closerManagerId] = call.managerIds;
      const mayChange =
        isAdmin(actor) ||
        actor.userId === closerId ||
        (isManager(actor) && closerManagerId === actor.userId);
      return mayChange
        ? allow
        : forbid('Only the closer of a call, their manager or an admin can change its status');
    },
    apiKey: ['records:write'],
  }),
  /**
   * Booking a call: its closer or its setter, their manager, or an admin. The other person named
   * is told and, as the setter, may decline it (`appointment.decline`).
   */
  'appointment.book': rule({
    resource: 'pairing',
    user: participatesOrHidden,
    apiKey: ['records:write'],
  }),
  /** The setter named on a call declines it ("not my call"): it leaves their figures. */
  'appointment.decline': rule({
    resource: 'appointment',
    user: (actor, call) => {
      if (!seesCall(actor, call)) return hide();
      const [, setterId] = call.userIds;
      return setterId === actor.userId
        ? allow
        : forbid('Only the setter named on a call can decline it');
    },
  }),
  /** Deleting a call (kept for the record, out of every list and figure): admins. */
  'appointment.delete': rule({
    resource: 'appointment',
    user: (actor, call) => {
      if (!seesCall(actor, call)) return hide();
      return isAdmin(actor) ? allow : forbid('Only admins can delete calls');
    },
    apiKey: ['records:write'],
  }),
  /** Logging one's own outbound activity (a message sent, a call made). */
  'outbound.log': rule({ resource: 'organization', user: anyMember }),
  'notification.own': rule({
    resource: 'notification',
    user: (actor, notification) => (notification.userId === actor.userId ? allow : hide()),
  }),
  'team.read': rule({
    resource: 'organization',
    user: adminOrManager('Only admins and managers can see the team dashboard'),
    apiKey: ['metrics:read'],
  }),
  'leaderboard.read': rule({
    resource: 'organization',
    user: readsLeaderboard,
    // The board is the organization's; `decide` already checked the link's organization.
    share: (actor) => (actor.type === 'leaderboard' ? allow : shareDenied),
    apiKey: ['metrics:read'],
  }),
  /** Bonuses and clawbacks of a person: admins only; others who see the person are refused. */
  'adjustment.write': rule({
    resource: 'user',
    user: (actor, target) => {
      if (!seesPerson(actor, target)) return hide();
      return isAdmin(actor) ? allow : forbid('Only admins can change adjustments');
    },
  }),
  /** Adding, changing and deleting transactions of anyone: admins. */
  'transaction.write': rule({
    resource: 'organization',
    user: adminOnly('Only admins can add, change or delete transactions'),
    apiKey: ['records:write'],
  }),
  /**
   * Requesting commission on a deal (it waits, pending, for an admin): only as one of its two
   * people, their manager, or an admin; the other person named is told.
   */
  'transaction.request': rule({ resource: 'pairing', user: participatesOrHidden }),
  /** A person's rates, rate history and pending commission: whoever sees the person. */
  'commission.read': rule({
    resource: 'user',
    user: (actor, target) => (seesPerson(actor, target) ? allow : hide()),
  }),
  /** What a person is paid as, from a date on: admins; others who see the person are refused. */
  'commission.assign': rule({
    resource: 'user',
    user: (actor, target) => {
      if (!seesPerson(actor, target)) return hide();
      return isAdmin(actor) ? allow : forbid('Only admins can change commission rates');
    },
  }),
  'commission-status.update': rule({
    resource: 'organization',
    user: adminOnly('You do not have permission to update commission status'),
    apiKey: ['records:write'],
  }),
  /** Creating a share of a person's dashboard: their own, their team's, or anyone's for admins. */
  'share.create-employee': rule({
    resource: 'user',
    user: (actor, target) => (seesPerson(actor, target) ? allow : hide()),
  }),
  'share.create-product': rule({
    resource: 'product',
    user: adminOrManager('Only admins and managers can share product dashboards'),
  }),
  'share.create-call': rule({
    resource: 'appointment',
    user: (actor, call) => (seesCall(actor, call) ? allow : hide()),
  }),
  /** The link shows the whole board: only who may read it shares it (share-grant.ts re-checks). */
  'share.create-leaderboard': rule({
    resource: 'organization',
    user: (actor) =>
      isAdminOrManager(actor)
        ? readsLeaderboard(actor)
        : forbid('Only admins and managers can share the leaderboard'),
  }),
  /** Listing share links: everyone sees the ones they may manage (`share.manage` filters). */
  'share.list': rule({ resource: 'organization', user: anyMember }),
  'share.manage': rule({
    resource: 'share',
    user: (actor, share) => ownsOrAdmin(actor, share.createdBy),
  }),
  /** A share token reads its own share (the resolve call); a bearer token names no link. */
  'share.resolve': rule({
    resource: 'share',
    user: () => hide(),
    share: (actor, shareId) => (actor.shareId === shareId ? allow : hide()),
  }),
} satisfies Record<string, AnyRule>;

export type Action = keyof typeof policyRules;

/**
 * Decides whether `principal` may do `action` on `resource`. Another organization's resource
 * is always 404 (its existence does not leak); share tokens only pass rules that name them.
 * @throws Error when the resource is not the kind the action is about (a programming error)
 */
export function decide(principal: Principal, action: Action, resource: Resource): Decision {
  // Each rule is typed by its own resource kind; the kind check below makes this cast sound.
  const definition = policyRules[action] as unknown as Rule<ResourceKind>;
  if (definition.resource !== resource.kind) {
    throw new Error(`${action} is about a ${definition.resource}, not a ${resource.kind}`);
  }
  if (resource.organizationId !== principal.organizationId) return hide();
  if (principal.kind === 'share') return decideShare(principal, action, recordIdOf(resource));
  if (principal.kind === 'api-key') {
    return keyMayTake(principal, definition)
      ? definition.user(principal.creator, resource)
      : apiKeyDenied;
  }
  return definition.user(principal, resource);
}

/** Whether one of the key's scopes is one the rule opens to keys. */
function keyMayTake(key: ApiKeyPrincipal, definition: Rule<ResourceKind>): boolean {
  return definition.apiKey?.some((scope) => key.scopes.includes(scope)) ?? false;
}

/** The kind of record `action` is about (its rule's resource). */
export function resourceKindOf(action: Action): ResourceKind {
  return (policyRules[action] as unknown as Rule<ResourceKind>).resource;
}

/**
 * The part of the decision a share token gets from the record's id alone, before anything is
 * loaded: a rule without `share` refuses it, and a link reads only the record it names.
 */
export function decideShare(principal: SharePrincipal, action: Action, recordId: number): Decision {
  const definition = policyRules[action] as unknown as Rule<ResourceKind>;
  return definition.share ? definition.share(principal, recordId) : shareDenied;
}
