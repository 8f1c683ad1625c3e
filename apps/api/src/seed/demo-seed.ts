import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Db } from '../db/client.ts';
import { hashPassword } from '../security/password.ts';
import { saleDecided } from '../modules/notifications/notification-texts.ts';
import type { NewNotification } from '../modules/notifications/service.ts';
import { earnedSplitsSql, reversalSplitsSql } from '../domain/money/index.ts';
import { bulkInsert, type BulkColumn, type BulkValue } from './bulk-insert.ts';
import {
  demoOrganization,
  demoPassword,
  demoPeople,
  demoProducts,
  demoRoles,
  demoSignIns,
  leadFirstNames,
  leadLastNames,
  type DemoPerson,
  type DemoProductKey,
} from './demo-team.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

// The start script prints these beside the URL; one import gives it everything it needs.
export { demoPassword, demoSignIns } from './demo-team.ts';

export type SeedDemoOptions = {
  /** End of the demo period; defaults to the current time. */
  now?: Date;
  log?: (line: string) => void;
};

/** Fixed so every fresh install shows the same story; change it only on purpose. */
const demoRandomSeed = 20_240_601;
const demoMonths = 18;
const futureDays = 14;
/** Recent records are still waiting for an admin (pending) or for the rep (scheduled). */
const recentDays = 10;

type Row = BulkValue[];

/** One table's rows in insert order; the first column is the explicit id (except join tables). */
export type DemoTable = {
  table: string;
  columns: readonly BulkColumn[];
  rows: Row[];
};

type Member = DemoPerson & {
  id: number;
  email: string;
  /** ISO dates; the person is active on days in [joined, left). */
  joined: string;
  left: string | undefined;
};

type Day = {
  index: number;
  date: string;
  noonMs: number;
  weekday: number;
  month: number;
  dayOfMonth: number;
};

type Context = {
  random: SeededRandom;
  now: DateTime;
  days: Day[];
  todayIndex: number;
  startMs: number;
  nowMs: number;
  members: Member[];
  productIds: Map<DemoProductKey, number>;
  admin: Member;
  leadCounter: number;
};

type Deal = {
  id: number;
  customerName: string;
  closer: Member;
  setter: Member | undefined;
  product: DemoProductKey;
  amountCents: number;
  type: 'new' | 'payment_plan';
  status: 'pending' | 'approved' | 'rejected' | 'refunded';
  date: Day;
  refundDate: Day | undefined;
};

/**
 * Fills one demo organization with about 18 months of believable activity ending at `now`.
 * Does nothing when any organization exists, so it is safe to call on every start.
 * Deterministic: a fixed PRNG seed and `now` give the same rows every time.
 */
export async function seedDemoData(
  database: Database,
  options: SeedDemoOptions = {},
): Promise<{ seeded: boolean }> {
  const existing = await database.query('SELECT 1 FROM organizations LIMIT 1');
  if (existing.length > 0) return { seeded: false };

  const started = Date.now();
  // Hashing is deliberately slow, so one hash serves every demo account.
  const passwordHash = await hashPassword(demoPassword);
  const now = options.now ?? new Date();
  const tables = buildDemoRows(now, passwordHash);
  const skipForeignKeyChecks = await isSuperuser(database);
  const indexes = await database.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename IN ('appointments', 'outbound_records') AND NOT x.indisprimary`,
  );
  await database.db.transaction(async (tx) => {
    if (skipForeignKeyChecks) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // Building an index once over the loaded rows beats updating it row by row.
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    for (const { table, columns, rows } of tables) await bulkInsert(tx, table, columns, rows);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await writeDemoSplits(tx, now);
    // Replica mode skipped the rollup triggers too (migration 0008): compute them once here.
    await tx.execute(sql`SELECT rebuild_metric_rollups(organization_id) FROM organizations`);
    // Explicit ids keep the demo reproducible; move each identity past them for later inserts.
    for (const { table, columns } of tables) {
      const [id] = columns[0] ?? [];
      if (table === 'product_employees' || !id) continue;
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', '${id}'), coalesce((SELECT max(${id}) FROM ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  options.log?.(
    `Seeded demo organization "${demoOrganization.name}" in ${Date.now() - started} ms: ${tables
      .map(({ table, rows }) => `${rows.length} ${table.replaceAll('_', ' ')}`)
      .join(', ')}`,
  );
  return { seeded: true };
}

/**
 * Commission splits of the loaded transactions, through the money core (modules/commission):
 * earned at 18:00 on the deal day, reversed on the refund day, which the generator records as
 * a refunded transaction's `updated_at`.
 */
async function writeDemoSplits(tx: Pick<Db, 'execute'>, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    earnedSplitsSql(sql`
      SELECT t.transaction_id, least((t.transaction_date + time '18:00') AT TIME ZONE o.timezone, ${at}::timestamptz)
      FROM transactions t JOIN organizations o ON o.organization_id = t.organization_id
      WHERE t.transaction_status IN ('approved', 'refunded')`),
  );
  await tx.execute(
    reversalSplitsSql(sql`
      SELECT t.transaction_id, (t.updated_at AT TIME ZONE o.timezone)::date, least(t.updated_at, ${at}::timestamptz)
      FROM transactions t JOIN organizations o ON o.organization_id = t.organization_id
      WHERE t.transaction_status = 'refunded'`),
  );
}

/**
 * Every demo row, generated in memory from the fixed seed and `now` alone (no I/O), so
 * determinism can be checked without a database and the write stays a plain bulk load.
 */
export function buildDemoRows(nowDate: Date, passwordHash: string): DemoTable[] {
  const now = DateTime.fromJSDate(nowDate, { zone: demoOrganization.timezone });
  const tables: DemoTable[] = [];
  const add = (table: string, columns: readonly BulkColumn[], rows: Row[]): void => {
    tables.push({ table, columns, rows });
  };
  const today = now.startOf('day');
  const start = today.minus({ months: demoMonths });
  const random = seededRandom(demoRandomSeed);
  const organizationId = 1;

  add(
    'organizations',
    [
      ['organization_id', 'int'],
      ['name', 'text'],
      ['seats', 'int'],
      ['timezone', 'text'],
      ['created_at', 'timestamptz'],
    ],
    [
      [
        organizationId,
        demoOrganization.name,
        demoOrganization.seats,
        demoOrganization.timezone,
        iso(start.minus({ days: 21 })),
      ],
    ],
  );

  const roleIds = new Map(demoRoles.map((role, index) => [role.key, index + 1] as const));
  add(
    'roles',
    [
      ['role_id', 'int'],
      ['organization_id', 'int'],
      ['role_title', 'text'],
      ['commission', 'numeric'],
    ],
    demoRoles.map((role, index) => [index + 1, organizationId, role.title, role.commission]),
  );

  const members: Member[] = demoPeople.map((person, index) => ({
    ...person,
    id: index + 1,
    email: person.email ?? `${person.firstName}.${person.lastName}@demo.test`.toLowerCase(),
    joined:
      (person.joinedMonthsAgo === undefined
        ? start.minus({ days: 14 })
        : today.minus({ months: person.joinedMonthsAgo })
      ).toISODate() ?? '',
    left:
      person.leftMonthsAgo === undefined
        ? undefined
        : (today.minus({ months: person.leftMonthsAgo }).toISODate() ?? undefined),
  }));
  const byKey = new Map(members.map((member) => [member.key, member]));
  const admin = byKey.get('admin');
  if (!admin) throw new Error('demo team lacks an admin');
  add(
    'users',
    [
      ['user_id', 'int'],
      ['organization_id', 'int'],
      ['email', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['display_name', 'text'],
      ['access', 'smallint'],
      ['is_active', 'boolean'],
      ['is_netrevenue_client', 'boolean'],
      ['manager_id', 'int'],
      ['role_id', 'int'],
      ['password_hash', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    members.map((member) => [
      member.id,
      organizationId,
      member.email,
      member.firstName,
      member.lastName,
      `${member.firstName} ${member.lastName}`,
      member.access,
      member.left === undefined,
      member.netrevenueClient ?? true,
      member.manager ? (byKey.get(member.manager)?.id ?? null) : null,
      roleIds.get(member.role) ?? null,
      passwordHash,
      iso(
        DateTime.fromISO(member.joined, {
          zone: demoOrganization.timezone,
        }).set({ hour: 9 }),
      ),
      iso(
        DateTime.fromISO(member.left ?? member.joined, {
          zone: demoOrganization.timezone,
        }).set({ hour: 9 }),
      ),
    ]),
  );

  const productIds = new Map(
    demoProducts.map((product, index) => [product.key, index + 1] as const),
  );
  add(
    'products',
    [
      ['product_id', 'int'],
      ['organization_id', 'int'],
      ['name', 'text'],
      ['price_cents', 'bigint'],
      ['created_at', 'timestamptz'],
    ],
    demoProducts.map((product, index) => [
      index + 1,
      organizationId,
      product.name,
      product.priceCents,
      iso(start.minus({ days: 21 })),
    ]),
  );
  const teamRows: Row[] = [];
  for (const product of demoProducts) {
    for (const member of members) {
      if (!member.products.includes(product.key)) continue;
      const override = member.overrides?.[product.key];
      const role = override?.role ?? member.role;
      const title =
        override?.title ?? demoRoles.find((candidate) => candidate.key === role)?.title ?? '';
      teamRows.push([
        productIds.get(product.key) ?? null,
        member.id,
        roleIds.get(role) ?? null,
        title,
      ]);
    }
  }
  add(
    'product_employees',
    [
      ['product_id', 'int'],
      ['user_id', 'int'],
      ['role_id', 'int'],
      ['title', 'text'],
    ],
    teamRows,
  );

  const days = buildDays(start, today.plus({ days: futureDays + 7 }));
  const context: Context = {
    random,
    now,
    days,
    todayIndex: days.findIndex((day) => day.date === today.toISODate()),
    startMs: start.toMillis(),
    nowMs: now.toMillis(),
    members,
    productIds,
    admin,
    leadCounter: 0,
  };
  const activity = buildActivity(context);
  const adjustments = buildAdjustments(context, activity.deals);
  const outbound = buildOutbound(context);
  const notifications = buildNotifications(context, activity.deals, organizationId);

  const org = organizationId;
  add(
    'appointments',
    [
      ['appointment_id', 'int'],
      ['organization_id', 'int'],
      ['user_id', 'int'],
      ['setter_id', 'int'],
      ['product_id', 'int'],
      ['lead_name', 'text'],
      ['lead_email', 'text'],
      ['call_date', 'timestamptz'],
      ['appointment_status', 'text'],
      ['recording_id', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    activity.appointments.map(([id = null, ...rest]) => [id, org, ...rest]),
  );
  add(
    'transactions',
    [
      ['transaction_id', 'int'],
      ['organization_id', 'int'],
      ['user_id', 'int'],
      ['setter_id', 'int'],
      ['product_id', 'int'],
      ['customer_name', 'text'],
      ['customer_email', 'text'],
      ['amount_cents', 'bigint'],
      ['contract_value_cents', 'bigint'],
      ['transaction_type', 'text'],
      ['transaction_status', 'text'],
      ['transaction_date', 'date'],
      ['notes', 'text'],
      ['created_by', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    activity.transactions.map(([id = null, ...rest]) => [id, org, ...rest]),
  );
  add(
    'adjustments',
    [
      ['adjustment_id', 'int'],
      ['organization_id', 'int'],
      ['user_id', 'int'],
      ['adjustment_date', 'date'],
      ['amount_cents', 'bigint'],
      ['reason', 'text'],
      ['created_by', 'int'],
      ['created_at', 'timestamptz'],
    ],
    adjustments.map((row, index) => [index + 1, org, ...row]),
  );
  add(
    'outbound_records',
    [
      ['outbound_record_id', 'int'],
      ['organization_id', 'int'],
      ['user_id', 'int'],
      ['product_id', 'int'],
      ['type', 'text'],
      ['answered', 'boolean'],
      ['duration_seconds', 'int'],
      ['created_at', 'timestamptz'],
    ],
    outbound.map((row, index) => [index + 1, org, ...row]),
  );
  add(
    'notifications',
    [
      ['notification_id', 'int'],
      ['organization_id', 'int'],
      ['user_id', 'int'],
      ['type', 'text'],
      ['title', 'text'],
      ['body', 'text'],
      ['link', 'text'],
      ['is_read', 'boolean'],
      ['created_at', 'timestamptz'],
    ],
    notifications.map((row, index) => [index + 1, org, ...row]),
  );

  return tables;
}

/**
 * Foreign-key triggers cost about two thirds of the insert time on PGlite. The generator writes
 * consistent ids (the tests check every reference), so a superuser session skips the checks for
 * the seed transaction only; other roles (managed PostgreSQL) keep them and are merely slower.
 */
async function isSuperuser(database: Database): Promise<boolean> {
  const rows = await database.query<{ rolsuper: boolean }>(
    'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
  );
  return rows[0]?.rolsuper === true;
}

function iso(value: DateTime): string {
  const text = value.toUTC().toISO();
  if (!text) throw new Error('invalid demo date');
  return text;
}

function isoMs(ms: number): string {
  return new Date(ms).toISOString();
}

/** Luxon is too slow per row; it runs once per calendar day and rows use plain epoch maths. */
function buildDays(start: DateTime, end: DateTime): Day[] {
  const days: Day[] = [];
  for (let day = start, index = 0; day <= end; day = day.plus({ days: 1 }), index += 1) {
    days.push({
      index,
      date: day.toISODate() ?? '',
      noonMs: day.set({ hour: 12 }).toMillis(),
      weekday: day.weekday,
      month: day.month,
      dayOfMonth: day.day,
    });
  }
  return days;
}

/** Epoch ms of a local time on `day`; business hours never straddle a DST switch. */
function timeOn(day: Day, minutes: number): number {
  return day.noonMs + (minutes - 720) * 60_000;
}

function isActiveOn(member: Member, day: Day): boolean {
  return member.joined <= day.date && (member.left === undefined || day.date < member.left);
}

/** Appointments booked by setters for closers, and the deals and instalments they turn into. */
function buildActivity(context: Context): {
  appointments: Row[];
  transactions: Row[];
  deals: Deal[];
} {
  const { random, days, todayIndex, members, productIds } = context;
  const closers = members.filter((member) => member.kind === 'closer');
  const setters = members.filter((member) => member.kind === 'setter');
  const appointments: Row[] = [];
  const transactions: Row[] = [];
  const deals: Deal[] = [];
  const dayOf = (index: number): Day => {
    const day = days[index];
    if (!day) throw new Error(`demo day ${index} out of range`);
    return day;
  };
  const byDate = new Map(days.map((day) => [day.date, day]));

  const addDeal = (
    deal: Omit<Deal, 'id' | 'customerName'>,
    customer: readonly [string, string],
    contractValue: number,
    notes: string,
    createdBy: number,
  ): void => {
    const id = transactions.length + 1;
    const createdAt = Math.min(timeOn(deal.date, 17 * 60 + random.int(0, 120)), context.nowMs);
    transactions.push([
      id,
      deal.closer.id,
      deal.setter?.id ?? null,
      productIds.get(deal.product) ?? null,
      customer[0],
      customer[1],
      deal.amountCents,
      contractValue,
      deal.type,
      deal.status,
      deal.date.date,
      notes,
      createdBy,
      isoMs(createdAt),
      isoMs(deal.refundDate ? timeOn(deal.refundDate, 11 * 60) : createdAt),
    ]);
    deals.push({ ...deal, id, customerName: customer[0] });
  };

  const closeDeal = (
    closer: Member,
    setter: Member | undefined,
    product: DemoProductKey,
    callDay: Day,
    customer: readonly [string, string],
  ): void => {
    const dealDay = dayOf(
      Math.min(
        callDay.index +
          random.weighted([
            [0, 75],
            [1, 18],
            [2, 7],
          ]),
        todayIndex,
      ),
    );
    const price = demoProducts.find((candidate) => candidate.key === product)?.priceCents ?? 0;
    const payments =
      product === 'foundations'
        ? random.weighted([
            [1, 70],
            [2, 30],
          ])
        : random.weighted([
            [1, 40],
            [2, 20],
            [3, 28],
            [4, 12],
          ]);
    // Whole-dollar instalments; the first payment absorbs the remainder so the plan sums to the price.
    const instalment = Math.floor(price / payments / 100) * 100;
    const firstPayment = price - instalment * (payments - 1);
    const age = todayIndex - dealDay.index;
    let status: Deal['status'] = 'approved';
    let refundDate: Day | undefined;
    if (age <= recentDays && random.chance(0.6)) status = 'pending';
    else if (random.chance(0.03)) status = 'rejected';
    else if (random.chance(0.045)) {
      const candidate = dealDay.index + random.int(5, 25);
      if (candidate <= todayIndex) {
        status = 'refunded';
        refundDate = dayOf(candidate);
      }
    }
    const selfSubmitted = status === 'pending' && random.chance(0.5);
    addDeal(
      {
        closer,
        setter,
        product,
        amountCents: firstPayment,
        type: 'new',
        status,
        date: dealDay,
        refundDate,
      },
      customer,
      price,
      payments === 1 ? 'Paid in full' : `${payments}-pay plan, first payment`,
      selfSubmitted ? closer.id : context.admin.id,
    );
    if (status === 'rejected' || status === 'refunded') return;
    for (let number = 2; number <= payments; number += 1) {
      const day = byDate.get(
        DateTime.fromISO(dealDay.date)
          .plus({ months: number - 1 })
          .toISODate() ?? '',
      );
      if (!day || day.index > todayIndex) break;
      const instalmentAge = todayIndex - day.index;
      const instalmentStatus: Deal['status'] =
        instalmentAge <= recentDays && random.chance(0.5)
          ? 'pending'
          : random.chance(0.03)
            ? 'rejected'
            : 'approved';
      addDeal(
        {
          closer,
          setter,
          product,
          amountCents: instalment,
          type: 'payment_plan',
          status: instalmentStatus,
          date: day,
          refundDate: undefined,
        },
        customer,
        0,
        `Instalment ${number} of ${payments}`,
        context.admin.id,
      );
    }
  };

  const book = (
    closer: Member,
    setter: Member | undefined,
    product: DemoProductKey,
    callDay: Day,
    minutes: number,
    bookedAt: number,
    lead: readonly [string, string],
    depth: number,
  ): void => {
    const id = appointments.length + 1;
    const callMs = timeOn(callDay, minutes);
    const past = callMs <= context.nowMs;
    let status: 'scheduled' | 'taken' | 'no_show' | 'cancelled' | 'rescheduled';
    if (!past) status = random.chance(0.04) ? 'cancelled' : 'scheduled';
    else if (todayIndex - callDay.index <= recentDays && random.chance(0.12)) status = 'scheduled';
    else {
      const outcome = random.weighted([
        ['cancelled', 8],
        ['rescheduled', depth === 0 ? 5 : 0],
        ['held', 87],
      ] as const);
      if (outcome === 'held') status = random.chance(closer.showRate ?? 0.7) ? 'taken' : 'no_show';
      else status = outcome;
    }
    const updatedAt = past && status !== 'scheduled' ? callMs + 45 * 60_000 : bookedAt;
    appointments.push([
      id,
      closer.id,
      setter?.id ?? null,
      productIds.get(product) ?? null,
      lead[0],
      lead[1],
      isoMs(callMs),
      status,
      null,
      isoMs(bookedAt),
      isoMs(Math.min(updatedAt, context.nowMs)),
    ]);
    if (status === 'rescheduled') {
      const newDay = days[callDay.index + random.int(1, 6)];
      if (newDay && newDay.weekday <= 5)
        book(closer, setter, product, newDay, minutes, callMs, lead, depth + 1);
    }
    if (status === 'taken' && random.chance(closer.closeRate ?? 0.25))
      closeDeal(closer, setter, product, callDay, lead);
  };

  const lastBookable = todayIndex + futureDays;
  for (const day of days) {
    if (day.index > lastBookable) break;
    if (day.weekday === 7) continue;
    // The team grows busier over the period, quieter in late December.
    const growth = 0.85 + 0.3 * (day.index / lastBookable);
    const holiday = day.month === 12 && day.dayOfMonth >= 22 ? 0.3 : 1;
    for (const closer of closers) {
      if (!isActiveOn(closer, day)) continue;
      const expected = (day.weekday === 6 ? 0.4 : 3.1) * growth * holiday;
      const calls = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
      for (let call = 0; call < calls; call += 1) {
        const product = random.weighted(
          closer.products.map(
            (key) => [key, demoProducts.find((p) => p.key === key)?.weight ?? 1] as const,
          ),
        );
        const team = setters.filter(
          (setter) => setter.products.includes(product) && isActiveOn(setter, day),
        );
        const sameManager = team.filter((setter) => setter.manager === closer.manager);
        const pool = sameManager.length > 0 && random.chance(0.8) ? sameManager : team;
        const setter = pool.length > 0 && random.chance(0.9) ? random.pick(pool) : undefined;
        const minutes = 9 * 60 + random.int(0, 19) * 30;
        const bookedAt = Math.max(
          timeOn(day, minutes) - random.int(1, 9) * 86_400_000 - random.int(0, 600) * 60_000,
          context.startMs,
        );
        context.leadCounter += 1;
        const first = random.pick(leadFirstNames);
        const last = random.pick(leadLastNames);
        const lead = [
          `${first} ${last}`,
          `${first}.${last}${context.leadCounter}@example.com`.toLowerCase(),
        ] as const;
        book(closer, setter, product, day, minutes, bookedAt, lead, 0);
      }
    }
  }
  return { appointments, transactions, deals };
}

/** Monthly top-closer bonuses, setter SPIFFs and the occasional clawback. */
function buildAdjustments(context: Context, deals: readonly Deal[]): Row[] {
  const { random, days, todayIndex, members, admin } = context;
  const rows: Row[] = [];
  const setters = members.filter((member) => member.kind === 'setter');
  const cashByMonth = new Map<string, Map<number, number>>();
  for (const deal of deals) {
    if (deal.status !== 'approved' || deal.type !== 'new') continue;
    const month = deal.date.date.slice(0, 7);
    const byCloser = cashByMonth.get(month) ?? new Map<number, number>();
    byCloser.set(deal.closer.id, (byCloser.get(deal.closer.id) ?? 0) + deal.amountCents);
    cashByMonth.set(month, byCloser);
  }
  // Paid on the 3rd for the month before; the first month of the period is only partly covered.
  for (const paidOn of days.filter(
    (day) => day.dayOfMonth === 3 && day.index > 31 && day.index <= todayIndex,
  )) {
    const month = DateTime.fromISO(paidOn.date).minus({ months: 1 });
    const label = month.toFormat('LLLL yyyy');
    const top = [...(cashByMonth.get(month.toFormat('yyyy-MM'))?.entries() ?? [])].sort(
      (a, b) => b[1] - a[1] || a[0] - b[0],
    )[0];
    if (top)
      rows.push([
        top[0],
        paidOn.date,
        50_000,
        `Top closer bonus — ${label}`,
        admin.id,
        isoMs(Math.min(timeOn(paidOn, 10 * 60), context.nowMs)),
      ]);
    const activeSetters = setters.filter((setter) => isActiveOn(setter, paidOn));
    if (activeSetters.length > 0 && random.chance(0.6)) {
      rows.push([
        random.pick(activeSetters).id,
        paidOn.date,
        25_000,
        `Setter SPIFF — most shows in ${label}`,
        admin.id,
        isoMs(Math.min(timeOn(paidOn, 10 * 60 + 5), context.nowMs)),
      ]);
    }
  }
  for (const deal of deals) {
    if (deal.status !== 'approved' || deal.type !== 'payment_plan' || !random.chance(0.012))
      continue;
    const day = days[Math.min(deal.date.index + random.int(20, 45), todayIndex)];
    if (!day) continue;
    rows.push([
      deal.closer.id,
      day.date,
      -random.pick([7_500, 15_000, 20_000]),
      'Clawback: chargeback on a payment-plan instalment',
      admin.id,
      isoMs(Math.min(timeOn(day, 14 * 60), context.nowMs)),
    ]);
  }
  return rows;
}

/** Setters message and dial all day on weekdays; closers follow up a little. */
function buildOutbound(context: Context): Row[] {
  const { random, days, todayIndex, members, productIds } = context;
  const rows: Row[] = [];
  const reps = members.filter((member) => member.kind === 'setter' || member.kind === 'closer');
  for (const day of days) {
    if (day.index > todayIndex) break;
    if (day.weekday === 7) continue;
    const saturday = day.weekday === 6;
    for (const rep of reps) {
      if (!isActiveOn(rep, day)) continue;
      const setter = rep.kind === 'setter';
      if (saturday && !random.chance(setter ? 0.3 : 0.1)) continue;
      const scale = saturday ? 0.35 : 1;
      const messages = Math.round((setter ? random.int(8, 20) : random.int(0, 3)) * scale);
      const calls = Math.round((setter ? random.int(5, 12) : random.int(0, 2)) * scale);
      for (let index = 0; index < messages + calls; index += 1) {
        const isCall = index >= messages;
        const createdAt = timeOn(day, 8 * 60 + random.int(0, 599)) + random.int(0, 59) * 1000;
        if (createdAt > context.nowMs) continue;
        const answered = isCall && random.chance(setter ? 0.32 : 0.55);
        const duration = answered
          ? random.weighted([
              [random.int(20, 120), 45],
              [random.int(121, 600), 40],
              [random.int(601, 1800), 15],
            ])
          : 0;
        const product =
          random.chance(0.1) || rep.products.length === 0
            ? null
            : (productIds.get(random.pick(rep.products)) ?? null);
        rows.push([
          rep.id,
          product,
          isCall ? 'call' : 'message',
          answered,
          duration,
          isoMs(createdAt),
        ]);
      }
    }
  }
  return rows;
}

/**
 * A handful of recent notifications for each fixed sign-in, the older ones already read. A sale's
 * verdict is written by the live triggers' own text builder, so the bell reads the same either way.
 */
function buildNotifications(
  context: Context,
  deals: readonly Deal[],
  organizationId: number,
): Row[] {
  const { random, now, members } = context;
  const rows: Row[] = [];
  const pending = deals.filter((deal) => deal.status === 'pending').length;
  const signIns = new Set(demoSignIns.map((signIn) => signIn.email));
  const asItem = (notification: NewNotification): [string, string, string, string | null] => [
    notification.type,
    notification.title,
    notification.body,
    notification.link,
  ];
  for (const member of members.filter((candidate) => signIns.has(candidate.email))) {
    const approved = deals
      .filter((deal) => deal.status === 'approved' && deal.closer.id === member.id)
      .slice(-3);
    const items: [string, string, string, string | null][] = [
      [
        'system',
        `Welcome to ${demoOrganization.name}`,
        'Your dashboard is ready. Pick a date range to see your numbers.',
        '/',
      ],
      [
        'leaderboard',
        'New month, new leaderboard',
        'The leaderboard has reset for the month. Good luck!',
        '/leaderboard',
      ],
      ...approved.map((deal) =>
        asItem(
          saleDecided(
            { organizationId, userId: member.id },
            {
              amountCents: deal.amountCents,
              customerName: deal.customerName,
              date: deal.date.date,
            },
            'approved',
          ),
        ),
      ),
    ];
    if (member.access <= 3)
      items.push([
        'transaction:pending',
        'Transactions awaiting approval',
        `${pending} transactions are waiting for review.`,
        '/team',
      ]);
    if (member.kind === 'setter')
      items.push([
        'appointment:booked',
        'Call booked',
        'A call you set is on the calendar for tomorrow.',
        null,
      ]);
    items.forEach(([type, title, body, link], index) => {
      const hoursAgo = (items.length - index) * 30 + random.int(0, 20);
      rows.push([
        member.id,
        type,
        title,
        body,
        link,
        hoursAgo > 72,
        iso(now.minus({ hours: hoursAgo })),
      ]);
    });
  }
  return rows;
}
