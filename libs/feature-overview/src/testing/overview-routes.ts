import type { DealPositionFilter, TransactionStatus } from '@salesdash/api-contract';
import {
  exampleAppointment,
  exampleAppointmentList,
  exampleCommissionHistory,
  exampleCommissionSummary,
  exampleOrgUsers,
  exampleProducts,
  exampleRoles,
  exampleTransaction,
  exampleMetrics,
  exampleOrgUser,
  exampleOutboundRecordList,
  exampleTransactionList,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the dashboard's endpoints answer in a story or test; data unless given. */
export type OverviewRoutesOptions = {
  metrics?: FakeAnswer;
  history?: FakeAnswer;
  transactions?: FakeAnswer;
  appointments?: FakeAnswer;
  outbound?: FakeAnswer;
  /** The answer of a status change; it succeeds unless given. */
  status?: FakeAnswer;
  /** The answer of a call's status change; it succeeds unless given. */
  appointmentStatus?: FakeAnswer;
  /** The answers of declining and deleting a call; they succeed unless given. */
  declineAppointment?: FakeAnswer;
  deleteAppointment?: FakeAnswer;
  adjustments?: FakeAnswer;
  /** The answer of adding an adjustment; it succeeds unless given. */
  addAdjustment?: FakeAnswer;
  /** `GET /api/commission`: a person's pay. */
  pay?: FakeAnswer;
  /** The answers of the transaction writes and a rate change; they succeed unless given. */
  requestCommission?: FakeAnswer;
  createTransaction?: FakeAnswer;
  updateTransaction?: FakeAnswer;
  deleteTransaction?: FakeAnswer;
  assignRate?: FakeAnswer;
  /** What `POST /api/commission/preview` answers (2 deals, +$75 by default). */
  previewRate?: FakeAnswer;
  /** The products, people and roles the forms choose from. */
  products?: FakeAnswer;
  /** `GET /api/users/:id`: the person, whose manager a new rep is told to ask (Morgan Manager). */
  person?: FakeAnswer;
  /** The position of the person's sales role, which `position=role` resolves to (closer). */
  rolePosition?: 'closer' | 'setter';
};

/** The closers a setter names on a request (`GET /api/users/closers`). */
export const exampleClosers = [
  { user_id: 7, display_name: 'Casey Closer' },
  { user_id: 8, display_name: 'Dana Closer' },
];

/** Two adjustments of a person: a bonus and a clawback. */
export const exampleAdjustments = [
  {
    adjustment_id: 2,
    user_id: 4,
    adjustment_date: '2026-11-18',
    amount: -150,
    reason: 'Clawback: chargeback on Lee Lead',
    created_by: 1,
    created_at: '2026-11-18T15:00:00.000Z',
  },
  {
    adjustment_id: 1,
    user_id: 4,
    adjustment_date: '2026-11-03',
    amount: 500,
    reason: 'Spiff: three closes in a week',
    created_by: 1,
    created_at: '2026-11-03T15:00:00.000Z',
  },
];

/** Metrics of a range in which nothing counts, nor in the one before (a new rep's first screen). */
export function zeroMetrics() {
  const metrics = exampleMetrics();
  const zero = Object.fromEntries(Object.keys(metrics.current).map((key) => [key, 0]));
  return {
    ...metrics,
    current: zero as typeof metrics.current,
    previous: zero as typeof metrics.previous,
  };
}

const emptyPage = { hasNextPage: false, totalCount: 0, totalPages: 0 };

/** Answers of a dashboard with nothing in its range. */
export const emptyOverview: OverviewRoutesOptions = {
  history: success(exampleCommissionHistory.map((row) => ({ ...row, total_commission: 0 }))),
  transactions: success({
    transactions: [],
    pagination: emptyPage,
    position: 'closer',
    totals: { count: 0, amount: 0, own_commission: 0 },
  }),
  appointments: success({ appointments: [], pagination: emptyPage }),
  outbound: success({ outboundRecords: [], pagination: emptyPage }),
  adjustments: success([]),
  pay: success(
    exampleCommissionSummary({
      history: [],
      pending: { count: 0, amount: 0, estimated_commission: 0 },
      requests: [],
    }),
  ),
};

/** Every endpoint of the dashboard answering `answer` (`'pending'`, a failure). */
export const allAnswering = (answer: FakeAnswer): OverviewRoutesOptions => ({
  metrics: answer,
  history: answer,
  transactions: answer,
  appointments: answer,
  outbound: answer,
  adjustments: answer,
  pay: answer,
});

/**
 * Routes of the fake API client for a person's and a product's dashboard (the same answers for
 * both): metrics, history, the three tables (recent sales included) and the status change.
 */
export function overviewRoutes(options: OverviewRoutesOptions = {}): FakeRoutes {
  const routes: FakeRoutes = {};
  for (const kind of ['users', 'products']) {
    routes[`GET metrics/${kind}/:id`] = options.metrics ?? success(exampleMetrics());
    routes[`GET transactions/${kind}/:id`] =
      options.transactions ??
      (({ query }) => {
        const limit = Number(query.get('limit') ?? 10);
        const asked = query.get('position') ?? 'closer';
        const position = (
          asked === 'role' ? (options.rolePosition ?? 'closer') : asked
        ) as DealPositionFilter;
        const list = exampleTransactionList(limit, limit === 5 ? 5 : 23, position);
        // A product's list has no position and no totals.
        return success(kind === 'users' ? list : { ...list, position: null, totals: null });
      });
    routes[`GET appointments/${kind}/:id`] =
      options.appointments ?? success(exampleAppointmentList());
    routes[`GET outbound-records/${kind}/:id`] =
      options.outbound ?? success(exampleOutboundRecordList());
  }
  routes['GET adjustments/:id'] = options.adjustments ?? success(exampleAdjustments);
  routes['POST adjustments/:id'] =
    options.addAdjustment ??
    (({ params, body }) =>
      success({
        ...(body as object),
        adjustment_id: 3,
        user_id: Number(params['id']),
        created_by: 1,
        created_at: '2026-11-24T10:00:00.000Z',
      }));
  routes['DELETE adjustments/:id/:adjustmentId'] = ({ params }) =>
    success({ adjustment_id: Number(params['adjustmentId']) });
  routes['GET transactions/history/:id'] = options.history ?? success(exampleCommissionHistory);
  routes['GET transactions/product-history/:id'] =
    options.history ?? success(exampleCommissionHistory);
  routes['POST transactions/status/:id'] =
    options.status ??
    (({ params, body }) =>
      success({
        transaction_id: Number(params['id']),
        transaction_status: (body as { transaction_status: TransactionStatus }).transaction_status,
        commission_splits: [],
      }));
  routes['POST appointments/status/:id'] =
    options.appointmentStatus ??
    (({ params, body }) =>
      success({
        appointment_id: Number(params['id']),
        appointment_status: (body as { appointment_status: string }).appointment_status,
      }));
  routes['POST appointments/decline/:id'] =
    options.declineAppointment ??
    (({ params }) =>
      success(exampleAppointment({ appointment_id: Number(params['id']), setter_id: null })));
  routes['DELETE appointments/:id'] =
    options.deleteAppointment ??
    (({ params }) => success({ appointment_id: Number(params['id']) }));
  routes['GET commission'] = options.pay ?? success(exampleCommissionSummary());
  routes['PATCH commission'] = options.assignRate ?? success(exampleCommissionSummary());
  routes['POST commission/preview'] =
    options.previewRate ??
    success({
      repriced_deals: 2,
      commission_change: 75,
      pending_commission_before: 300,
      pending_commission_after: 375,
    });
  const written = ({ body }: { body: unknown }) =>
    success(
      exampleTransaction({
        ...(body as object),
        transaction_id: 999,
        transaction_status: 'pending',
      }),
      201,
    );
  routes['POST transactions/employee'] = options.requestCommission ?? written;
  routes['POST transactions'] = options.createTransaction ?? written;
  routes['PATCH transactions/:id'] =
    options.updateTransaction ??
    (({ params, body }) =>
      success(exampleTransaction({ ...(body as object), transaction_id: Number(params['id']) })));
  routes['DELETE transactions/:id'] =
    options.deleteTransaction ??
    (({ params }) => success({ transaction_id: Number(params['id']) }));
  routes['GET products'] = options.products ?? success(exampleProducts);
  routes['GET users'] = success({ users: exampleOrgUsers });
  routes['GET users/closers'] = success({ closers: exampleClosers });
  routes['GET users/:id'] =
    options.person ?? (({ params }) => success(exampleOrgUser({ user_id: Number(params['id']) })));
  routes['GET roles'] = success(exampleRoles);
  return routes;
}
