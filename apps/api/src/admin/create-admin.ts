import {
  accessLevels,
  controlCharactersMessage,
  emailSchema,
  hasControlCharacters,
  newPasswordSchema,
} from '@salesdash/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { assertPasswordAllowed } from '../modules/auth/service.ts';
import { assertSeatAvailable } from '../modules/users/org-checks.ts';
import { ApiError } from '../errors/api-error.ts';

/** What `npm run create-admin` was given. */
export type CreateAdminInput = {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Name of the organization to create when the database has none. */
  organizationName?: string | undefined;
  /** Which organization to join when the database has several. */
  organizationId?: number | undefined;
};

export type CreatedAdmin = {
  userId: number;
  organizationId: number;
  organizationName: string;
  /** True when the database had no organization and this call created it. */
  createdOrganization: boolean;
};

/** A refusal naming the field at fault (`email: …`), for the operator at the terminal. */
export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/** The operator's names follow the app's rule for names: one line, no control characters. */
const oneLine = [(text: string) => !hasControlCharacters(text), controlCharactersMessage] as const;

const nameSchema = z
  .string()
  .trim()
  .max(100, { message: 'Use at most 100 characters' })
  .refine(...oneLine);

const inputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema.default('Admin'),
  lastName: nameSchema.default(''),
  organizationName: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(200, { message: 'Use at most 200 characters' })
    .refine(...oneLine)
    .default('My organization'),
  organizationId: z.number().int().positive().optional(),
});

/** The CLI's spelling of each field, so an error names what the operator typed. */
const fieldNames: Record<string, string> = {
  email: '--email',
  password: 'password',
  firstName: '--first-name',
  lastName: '--last-name',
  organizationName: '--organization',
  organizationId: '--organization-id',
};

/**
 * Creates the first admin of a deployment: the organization too when there is none, else an
 * admin of the only one (or of `organizationId` when there are several). The password follows
 * the same rules and hashing as the app's own sign-up. Refuses an email the organization
 * already has, so running it twice changes nothing.
 * @throws CreateAdminError naming the field at fault
 */
export async function createAdmin(
  database: Database,
  input: CreateAdminInput,
): Promise<CreatedAdmin> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldNames[String(issue?.path[0])] ?? String(issue?.path[0]);
    throw new CreateAdminError(`${field}: ${issue?.message ?? 'invalid'}`);
  }
  const value = parsed.data;
  try {
    assertPasswordAllowed('password', value.password, value.email);
  } catch (error) {
    if (error instanceof ApiError) throw new CreateAdminError(error.message);
    throw error;
  }
  const passwordHash = await hashPassword(value.password);

  try {
    return await database.db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: organizations.organizationId, name: organizations.name })
        .from(organizations)
        .orderBy(asc(organizations.organizationId));
      let organization = existing[0];
      let createdOrganization = false;
      if (value.organizationId !== undefined) {
        organization = existing.find((org) => org.id === value.organizationId);
        if (!organization) {
          throw new CreateAdminError(
            `--organization-id: no organization ${value.organizationId} (there are ${existing.map((org) => org.id).join(', ') || 'none'})`,
          );
        }
      } else if (existing.length > 1) {
        throw new CreateAdminError(
          `--organization-id: the database has ${existing.length} organizations; name one (${existing.map((org) => `${org.id} ${org.name}`).join(', ')})`,
        );
      } else if (!organization) {
        const [created] = await tx
          .insert(organizations)
          .values({ name: value.organizationName })
          .returning({ id: organizations.organizationId, name: organizations.name });
        if (!created) throw new Error('organization insert returned nothing');
        organization = created;
        createdOrganization = true;
      }

      const [taken] = await tx
        .select({ id: users.userId })
        .from(users)
        .where(
          and(
            eq(users.organizationId, organization.id),
            sql`lower(${users.email}) = lower(${value.email})`,
          ),
        )
        .limit(1);
      if (taken) {
        throw new CreateAdminError(
          `--email: ${value.email} already has an account in ${organization.name}; nothing was changed`,
        );
      }
      if (!createdOrganization) await assertSeatAvailable(tx, organization.id);
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: organization.id,
          email: value.email,
          firstName: value.firstName,
          lastName: value.lastName,
          displayName: `${value.firstName} ${value.lastName}`.trim(),
          access: accessLevels.admin,
          passwordHash,
        })
        .returning({ id: users.userId });
      if (!user) throw new Error('user insert returned nothing');
      return {
        userId: user.id,
        organizationId: organization.id,
        organizationName: organization.name,
        createdOrganization,
      };
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'no-seats-available') {
      throw new CreateAdminError(
        'seats: every seat of the organization is taken; raise organizations.seats or deactivate someone first',
      );
    }
    throw error;
  }
}
