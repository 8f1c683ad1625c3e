import {
  accessLevels,
  defaultTeamStatus,
  teamStatusIds,
  type TeamFilterOptions,
} from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { peopleSeenBy } from '../../../policy/people-seen.ts';
import type { UserPrincipal } from '../../../policy/principal.ts';

type OptionRow = { id: number; title: string };

async function optionRows(db: Db, query: ReturnType<typeof sql>): Promise<OptionRow[]> {
  const rows = await rowsOf<OptionRow>(db, query);
  return rows.map((row) => ({ id: Number(row.id), title: row.title }));
}

/**
 * The options of the team dashboard's four filters: the organization's products and
 * sales roles, the managers the viewer may filter by (a manager only themselves: filters never
 * widen a scope), and the two statuses with Active preselected.
 */
export async function teamFilterOptions(db: Db, viewer: UserPrincipal): Promise<TeamFilterOptions> {
  const { organizationId } = viewer;
  // Filters only narrow what the viewer sees: a manager may pick only their own team.
  const seen = peopleSeenBy(viewer);
  const managerScope =
    seen.kind === 'organization'
      ? sql``
      : sql`AND u.user_id = ${seen.kind === 'team' ? seen.managerId : seen.userId}`;
  const [products, managers, roles] = await Promise.all([
    optionRows(
      db,
      sql`SELECT product_id AS id, name AS title FROM products
        WHERE organization_id = ${organizationId} ORDER BY is_active DESC, lower(name), product_id`,
    ),
    // Managers by access level, and anyone else who leads people (an admin with reports).
    optionRows(
      db,
      sql`SELECT u.user_id AS id, u.display_name AS title FROM users u
        WHERE u.organization_id = ${organizationId} AND u.password_hash IS NOT NULL ${managerScope}
          AND (u.access = ${accessLevels.manager}
            OR EXISTS (SELECT 1 FROM users r WHERE r.manager_id = u.user_id))
        ORDER BY lower(u.display_name), u.user_id`,
    ),
    optionRows(
      db,
      sql`SELECT role_id AS id, role_title AS title FROM roles
        WHERE organization_id = ${organizationId} ORDER BY lower(role_title), role_id`,
    ),
  ]);
  return {
    products,
    managers,
    status: [
      { id: teamStatusIds.active, title: 'Active' },
      { id: teamStatusIds.inactive, title: 'Inactive' },
    ].map((option) =>
      defaultTeamStatus.includes(option.id) ? { ...option, default: true } : option,
    ),
    roles,
  };
}
