import { describe, expect, it } from 'vitest';
import { createApiKeyRequestSchema } from './api-key.ts';
import { completeRegistrationRequestSchema } from './auth-requests.ts';
import { importResolutionSchema, uploadImportQuerySchema } from './imports.ts';
import {
  controlCharactersMessage,
  hasControlCharacters,
  optionalNameSchema,
  requiredNameSchema,
  withoutControlCharacters,
} from './name-input.ts';
import { updateOrganizationRequestSchema } from './organization.ts';
import { inviteRequestSchema, updateUserRequestSchema } from './org-user.ts';
import {
  addProductUserRequestSchema,
  createProductRequestSchema,
  updateProductRequestSchema,
  updateProductUserRequestSchema,
} from './product-admin.ts';
import { updateProfileRequestSchema } from './profile.ts';
import { createRoleRequestSchema, updateRoleRequestSchema } from './role-admin.ts';
import { bookAppointmentRequestSchema } from './sales-writes.ts';
import { createShareRequestSchema } from './share.ts';
import {
  createTransactionRequestSchema,
  requestCommissionRequestSchema,
  updateTransactionRequestSchema,
} from './transaction-write.ts';
import { webhookEventSchema } from './webhook-events.ts';
import {
  createWebhookEndpointRequestSchema,
  updateWebhookEndpointRequestSchema,
} from './webhooks.ts';

/** Each character a name may not hold, by what it is. */
const refused = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CR LF', '\r\n'],
  ['TAB', '\t'],
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['NEL (C1)', '\u0085'],
  ['APC (last C1)', '\u009f'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['left-to-right embedding', '\u202a'],
  ['right-to-left override', '\u202e'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
] as const;

/** Names of every script and spelling that stay allowed. */
const allowed = [
  'Zoë Ångström',
  "Seán O'Brien-Smith",
  '李小龙',
  'محمد بن سلمان',
  // A zero-width non-joiner, which Persian spelling needs.
  'می\u200cخواهم',
  // An emoji joined with zero-width joiners, and a no-break space.
  'Ann 👩\u200d👩\u200d👧\u00a0Lee',
  // A soft hyphen (U+00AD) is just past the C1 block.
  'Ann\u00adMarie',
];

describe('a name', () => {
  it.each(refused)('refuses a %s inside it, with the one message', (_name, character) => {
    const result = requiredNameSchema(100).safeParse(`Ann${character}Smith`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([controlCharactersMessage]);
    expect(optionalNameSchema(100).safeParse(`Ann${character}Smith`).success).toBe(false);
    expect(hasControlCharacters(`Ann${character}Smith`)).toBe(true);
  });

  it.each(allowed)('takes %s', (name) => {
    expect(requiredNameSchema(100).parse(name)).toBe(name);
    expect(hasControlCharacters(name)).toBe(false);
  });

  it('trims line breaks at its ends, as any whitespace, before the check', () => {
    expect(requiredNameSchema(100).parse('\r\n\tAnn Smith\r\n')).toBe('Ann Smith');
  });

  it.each([
    ['Ann\r\nBcc: eve@example.test', 'Ann Bcc: eve@example.test'],
    ['Ann\n\n\nSmith', 'Ann Smith'],
    ['Ann\u202eevil', 'Ann evil'],
    ['\nAnn\t', 'Ann'],
    ['Zoë Ångström', 'Zoë Ångström'],
  ])('as written into a mail: %j → %j', (stored, written) => {
    expect(withoutControlCharacters(stored)).toBe(written);
  });
});

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
};

const broken = 'Ann\nSmith';

/**
 * Every body that brings a name in, and where in it each name is: people's names, customers'
 * and leads', products', team titles, sales roles', the organization's, share links', API
 * keys', webhook endpoints', an import's file and what its resolutions create, and the names a
 * generic webhook delivery carries.
 */
const nameFields: [schema: string, Schema, body: (name: string) => unknown, path: string][] = [
  [
    'updateProfileRequestSchema',
    updateProfileRequestSchema,
    (n) => ({ first_name: n }),
    'first_name',
  ],
  [
    'updateProfileRequestSchema',
    updateProfileRequestSchema,
    (n) => ({ last_name: n }),
    'last_name',
  ],
  [
    'updateProfileRequestSchema',
    updateProfileRequestSchema,
    (n) => ({ display_name: n }),
    'display_name',
  ],
  ['updateUserRequestSchema', updateUserRequestSchema, (n) => ({ first_name: n }), 'first_name'],
  ['updateUserRequestSchema', updateUserRequestSchema, (n) => ({ last_name: n }), 'last_name'],
  [
    'updateUserRequestSchema',
    updateUserRequestSchema,
    (n) => ({ display_name: n }),
    'display_name',
  ],
  ['inviteRequestSchema', inviteRequestSchema, (n) => ({ first_name: n }), 'first_name'],
  ['inviteRequestSchema', inviteRequestSchema, (n) => ({ last_name: n }), 'last_name'],
  [
    'completeRegistrationRequestSchema',
    completeRegistrationRequestSchema,
    (n) => ({ first_name: n }),
    'first_name',
  ],
  [
    'completeRegistrationRequestSchema',
    completeRegistrationRequestSchema,
    (n) => ({ last_name: n }),
    'last_name',
  ],
  [
    'createTransactionRequestSchema',
    createTransactionRequestSchema,
    (n) => ({ customer_name: n }),
    'customer_name',
  ],
  [
    'requestCommissionRequestSchema',
    requestCommissionRequestSchema,
    (n) => ({ customer_name: n }),
    'customer_name',
  ],
  [
    'updateTransactionRequestSchema',
    updateTransactionRequestSchema,
    (n) => ({ customer_name: n }),
    'customer_name',
  ],
  [
    'bookAppointmentRequestSchema',
    bookAppointmentRequestSchema,
    (n) => ({ lead_name: n }),
    'lead_name',
  ],
  ['createProductRequestSchema', createProductRequestSchema, (n) => ({ name: n }), 'name'],
  ['updateProductRequestSchema', updateProductRequestSchema, (n) => ({ name: n }), 'name'],
  ['addProductUserRequestSchema', addProductUserRequestSchema, (n) => ({ title: n }), 'title'],
  [
    'updateProductUserRequestSchema',
    updateProductUserRequestSchema,
    (n) => ({ title: n }),
    'title',
  ],
  ['createRoleRequestSchema', createRoleRequestSchema, (n) => ({ role_title: n }), 'role_title'],
  ['updateRoleRequestSchema', updateRoleRequestSchema, (n) => ({ role_title: n }), 'role_title'],
  [
    'updateOrganizationRequestSchema',
    updateOrganizationRequestSchema,
    (n) => ({ name: n }),
    'name',
  ],
  ['createShareRequestSchema', createShareRequestSchema, (n) => ({ name: n }), 'name'],
  ['createApiKeyRequestSchema', createApiKeyRequestSchema, (n) => ({ name: n }), 'name'],
  [
    'createWebhookEndpointRequestSchema',
    createWebhookEndpointRequestSchema,
    (n) => ({ name: n }),
    'name',
  ],
  [
    'updateWebhookEndpointRequestSchema',
    updateWebhookEndpointRequestSchema,
    (n) => ({ name: n }),
    'name',
  ],
  [
    'uploadImportQuerySchema',
    uploadImportQuerySchema,
    (n) => ({ file_name: `${n}.csv` }),
    'file_name',
  ],
  [
    'importResolutionSchema',
    importResolutionSchema,
    (n) => ({ kind: 'product', action: 'create', value: n }),
    'value',
  ],
  [
    'importResolutionSchema',
    importResolutionSchema,
    (n) => ({ kind: 'person', action: 'create', value: 'a@example.test', name: n }),
    'name',
  ],
  [
    'webhookEventSchema',
    webhookEventSchema,
    (n) => ({ type: 'transaction.upserted', data: { customer_name: n } }),
    'data.customer_name',
  ],
  [
    'webhookEventSchema',
    webhookEventSchema,
    (n) => ({ type: 'transaction.upserted', data: { product: n } }),
    'data.product',
  ],
  [
    'webhookEventSchema',
    webhookEventSchema,
    (n) => ({ type: 'appointment.upserted', data: { lead_name: n } }),
    'data.lead_name',
  ],
  [
    'webhookEventSchema',
    webhookEventSchema,
    (n) => ({ type: 'outbound.created', data: { product: n } }),
    'data.product',
  ],
];

describe('every name a request brings in', () => {
  it.each(nameFields)('%s refuses a line break in %s', (_name, schema, body, path) => {
    const result = schema.safeParse(body(broken));
    expect(result.success).toBe(false);
    const atPath = result.error?.issues.filter((issue) => issue.path.join('.') === path);
    expect(atPath?.map((issue) => issue.message)).toEqual([controlCharactersMessage]);
    // The same body with a plain name has no issue there: only the character is at fault.
    const plain = schema.safeParse(body('Ann Smith'));
    expect(plain.error?.issues.filter((issue) => issue.path.join('.') === path) ?? []).toEqual([]);
  });
});
