import type { TestApp, TestUser } from './build-test-app.ts';

/**
 * A small organization in America/New_York with hand-countable records around March 2026
 * (DST began on 2026-03-08), shared by the metrics fixture and property tests. Manager M
 * leads closer C and setter S; closer D is in manager M2's team. Closers earn 10 %, setters
 * 5 %. Sales are approved and refunded through the status route, so commission comes from
 * the money core.
 */
export type FixtureOrg = {
  admin: TestUser;
  m: TestUser;
  m2: TestUser;
  c: TestUser;
  s: TestUser;
  d: TestUser;
  p: number;
  q: number;
};

type Sale = {
  closer: TestUser;
  setter?: TestUser;
  product: number;
  type: 'new' | 'payment_plan';
  cents: number;
  contractCents: number;
  date: string;
  status: 'pending' | 'approved' | 'rejected' | 'refunded';
};

export async function buildFixtureOrg(t: TestApp): Promise<FixtureOrg> {
  const org = { organizationName: 'Fixture Sales' };
  const admin = await t.createUser({ ...org, access: 2 });
  const m = await t.createUser({ ...org, access: 3 });
  const m2 = await t.createUser({ ...org, access: 3 });
  const c = await t.createUser({ ...org, managerId: m.userId });
  const s = await t.createUser({ ...org, managerId: m.userId });
  const d = await t.createUser({ ...org, managerId: m2.userId });
  const organizationId = admin.organizationId;
  const one = async (text: string, params: unknown[]): Promise<number> => {
    const [row] = await t.database.query<{ id: number }>(text, params);
    if (!row) throw new Error(`nothing returned by ${text}`);
    return row.id;
  };
  const role = (title: string, percent: number) =>
    one(
      'INSERT INTO roles (organization_id, role_title, commission) VALUES ($1, $2, $3) RETURNING role_id AS id',
      [organizationId, title, percent],
    );
  const closerRole = await role('Closer', 10);
  const setterRole = await role('Setter', 5);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = ANY($2::int[])', [
    closerRole,
    [c.userId, d.userId],
  ]);
  await t.database.query('UPDATE users SET role_id = $1 WHERE user_id = $2', [
    setterRole,
    s.userId,
  ]);
  const product = (name: string) =>
    one('INSERT INTO products (organization_id, name) VALUES ($1, $2) RETURNING product_id AS id', [
      organizationId,
      name,
    ]);
  const p = await product('Coaching');
  const q = await product('Course');

  const status = async (id: number, to: string) => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/transactions/status/${id}`,
      payload: { transaction_status: to },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const sale = async (input: Sale): Promise<number> => {
    const id = await one(
      `INSERT INTO transactions (organization_id, user_id, setter_id, product_id, amount_cents, contract_value_cents, transaction_type, transaction_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING transaction_id AS id`,
      [
        organizationId,
        input.closer.userId,
        input.setter?.userId ?? null,
        input.product,
        input.cents,
        input.contractCents,
        input.type,
        input.date,
      ],
    );
    if (input.status === 'approved' || input.status === 'refunded') await status(id, 'approved');
    if (input.status === 'refunded') await status(id, 'refunded');
    if (input.status === 'rejected') await status(id, 'rejected');
    return id;
  };
  const cs = { closer: c, setter: s };
  await sale({
    ...cs,
    product: p,
    type: 'new',
    cents: 100_000,
    contractCents: 300_000,
    date: '2026-03-02',
    status: 'approved',
  });
  await sale({
    ...cs,
    product: p,
    type: 'payment_plan',
    cents: 50_000,
    contractCents: 0,
    date: '2026-03-15',
    status: 'approved',
  });
  const refunded = await sale({
    ...cs,
    product: p,
    type: 'new',
    cents: 200_000,
    contractCents: 200_000,
    date: '2026-03-20',
    status: 'refunded',
  });
  // The reversal is dated on the day of the refund; this one was refunded on 2026-03-25.
  await t.database.query(
    "UPDATE commission_splits SET split_date = '2026-03-25' WHERE transaction_id = $1 AND kind = 'reversal'",
    [refunded],
  );
  await sale({
    ...cs,
    product: p,
    type: 'new',
    cents: 40_000,
    contractCents: 120_000,
    date: '2026-03-10',
    status: 'pending',
  });
  await sale({
    ...cs,
    product: p,
    type: 'new',
    cents: 30_000,
    contractCents: 30_000,
    date: '2026-03-11',
    status: 'rejected',
  });
  await sale({
    closer: c,
    product: p,
    type: 'new',
    cents: 80_000,
    contractCents: 80_000,
    date: '2026-02-10',
    status: 'approved',
  });
  await sale({
    ...cs,
    product: q,
    type: 'new',
    cents: 10_000,
    contractCents: 10_000,
    date: '2026-03-05',
    status: 'approved',
  });
  await sale({
    closer: d,
    product: p,
    type: 'new',
    cents: 60_000,
    contractCents: 60_000,
    date: '2026-03-06',
    status: 'approved',
  });
  // 10 % of $123.45 is 1234.5 cents → $12.35; 5 % is 617.25 cents → $6.17.
  await sale({
    ...cs,
    product: p,
    type: 'new',
    cents: 12_345,
    contractCents: 12_345,
    date: '2026-03-31',
    status: 'approved',
  });

  const adjustment = (user: TestUser, date: string, cents: number) =>
    t.database.query(
      "INSERT INTO adjustments (organization_id, user_id, adjustment_date, amount_cents, reason) VALUES ($1, $2, $3, $4, 'fixture')",
      [organizationId, user.userId, date, cents],
    );
  await adjustment(c, '2026-03-31', 5_000);
  await adjustment(c, '2026-04-01', -2_000);
  await adjustment(s, '2026-02-15', 2_500);

  const call = (
    closer: TestUser,
    setter: TestUser | null,
    productId: number,
    at: string,
    appointmentStatus: string,
  ) =>
    t.database.query(
      `INSERT INTO appointments (organization_id, user_id, setter_id, product_id, call_date, appointment_status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [organizationId, closer.userId, setter?.userId ?? null, productId, at, appointmentStatus],
    );
  await call(c, s, p, '2026-03-01T00:30:00-05:00', 'taken');
  await call(c, s, p, '2026-02-28T23:30:00-05:00', 'no_show'); // 2026-03-01 in UTC
  await call(c, s, p, '2026-03-08T01:30:00-05:00', 'taken'); // before the DST switch
  await call(c, s, p, '2026-03-08T03:30:00-04:00', 'no_show'); // after it
  await call(c, s, p, '2026-03-31T23:30:00-04:00', 'cancelled'); // 2026-04-01 in UTC
  await call(c, s, p, '2026-04-01T00:30:00-04:00', 'taken');
  await call(c, s, p, '2026-03-12T15:00:00-04:00', 'scheduled');
  await call(c, s, p, '2026-03-13T15:00:00-04:00', 'rescheduled');
  await call(d, s, p, '2026-03-14T15:00:00-04:00', 'taken'); // S's through setter credit
  await call(d, null, p, '2026-03-15T15:00:00-04:00', 'no_show');
  await call(c, s, q, '2026-03-16T15:00:00-04:00', 'taken');

  const touch = (
    user: TestUser,
    productId: number,
    type: 'message' | 'call',
    answered: boolean,
    seconds: number,
    at: string,
  ) =>
    t.database.query(
      `INSERT INTO outbound_records (organization_id, user_id, product_id, type, answered, duration_seconds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [organizationId, user.userId, productId, type, answered, seconds, at],
    );
  await touch(c, p, 'message', false, 0, '2026-03-03T12:00:00-05:00');
  await touch(c, p, 'call', true, 120, '2026-03-03T13:00:00-05:00');
  await touch(c, p, 'call', false, 0, '2026-03-04T13:00:00-05:00');
  await touch(s, p, 'call', true, 300, '2026-03-31T23:59:00-04:00');
  await touch(s, p, 'message', false, 0, '2026-04-01T00:10:00-04:00');
  await touch(c, p, 'call', true, 60, '2026-02-27T10:00:00-05:00');
  await touch(d, p, 'call', true, 100, '2026-03-05T10:00:00-05:00');

  return { admin, m, m2, c, s, d, p, q };
}
