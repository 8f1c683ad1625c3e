/**
 * The tags the routes group their operations under, in the order /docs lists them, each with
 * the description a reader of another team needs to find their way.
 */
export const openapiTags: readonly { name: string; description: string }[] = [
  {
    name: 'auth',
    description:
      'Sign-in (a 15-minute access token and a 30-day refresh token that rotates on every use), renewal, sign-out, the current user, password change and reset, and registration from an invite link.',
  },
  {
    name: 'metrics',
    description:
      "A person's or a product's metrics for a date range against the previous one, commission per month, and the leaderboard. Share links read these too (`x-share-token`).",
  },
  {
    name: 'sales-lists',
    description:
      "The dashboards' tables of transactions, appointments and outbound records of a person or a product: pages (`page`, `limit`, `search`, `sortField`, `sortOrder`, filters) and CSV downloads of a range.",
  },
  {
    name: 'team',
    description:
      'The team dashboard of admins and managers: its filters, metrics, products, members and the .xlsx workbook. A manager sees their team whatever the filters say.',
  },
  {
    name: 'transactions',
    description:
      'Deals: recorded by admins or requested by the closer or setter, then approved, rejected or refunded; approval pays the commission splits, a refund reverses them.',
  },
  {
    name: 'appointments',
    description: 'Calls booked with leads: booking, status, declining as setter, deletion.',
  },
  {
    name: 'outbound-records',
    description: 'Messages sent and calls made by the caller.',
  },
  {
    name: 'adjustments',
    description:
      "Bonuses and clawbacks on a person's pay (admins write, everyone who sees the person reads).",
  },
  {
    name: 'commission',
    description:
      "A person's commission rates in force, their dated history and pending commission; admins change a rate from a day on.",
  },
  {
    name: 'statements',
    description:
      "Commission statements: the caller's own months of a year and each month's lines, every one explaining the rule that produced it; an admin closes a month, freezing every statement of it.",
  },
  {
    name: 'users',
    description:
      'People of the organization: the list one may see, one person, changes by admins and managers, and invitations.',
  },
  {
    name: 'profile',
    description:
      'The caller’s own names (with the version an edit sends back: 409 when someone saved since) and picture: upload, removal, and each person’s picture as an image.',
  },
  {
    name: 'organizations',
    description: 'The caller’s organization: its name, time zone and seats.',
  },
  {
    name: 'products',
    description: 'Products of the organization and the team selling each.',
  },
  {
    name: 'roles',
    description: 'Sales roles (closer, setter …) and their commission percent.',
  },
  {
    name: 'shares',
    description:
      'Read-only share links of a dashboard, a product or the leaderboard: create, list, revoke, and resolve a link from its `x-share-token`.',
  },
  {
    name: 'api-keys',
    description:
      'Organization API keys of admins: list (never the secret), create with scopes (the key is shown once) and revoke. A key is sent as `Authorization: Bearer sdk_…` and opens only the operations whose security lists `apiKey` with one of its scopes.',
  },
  {
    name: 'imports',
    description:
      'Spreadsheet imports of admins (and keys with the import scope): upload a CSV or .xlsx of payments as the body, preview it with a mapping (every row checked, the names to resolve), the history, discard an upload. Landing an import, resuming and undoing it record deals (paying commission on approved ones) and create people and products: a key needs the import:commit scope for them.',
  },
  {
    name: 'notifications',
    description:
      'The caller’s notifications, newest first, and marking them read; which triggers reach them, in the app and by email.',
  },
  {
    name: 'mail',
    description:
      'Whether the server sends mail (invites, password resets, notifications chosen by email) and the mails it gave up on.',
  },
  {
    name: 'webhooks',
    description:
      'Signed webhooks in: endpoints (generic, signed per Standard Webhooks, or Stripe), their secrets and deliveries (admins), and `POST /api/hooks/{id}`, where senders post events. The generic events are the request body schema of `receiveWebhook`.',
  },
  {
    name: 'navigation',
    description:
      'The redirect rule the web app follows for a path, internal or to another address.',
  },
  {
    name: 'operations',
    description: 'Liveness and the web app’s runtime configuration; no credential needed.',
  },
];
