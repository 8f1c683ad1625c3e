import {
  acceptsKey,
  signedIn,
  adminWritesE1,
  callOf,
  readsE1,
  readsP1,
  type MatrixEntry,
} from '../../security-matrix/matrix-cells.ts';

/** E1, E1's manager and admins; M2 and other organizations do not see E1 nor their calls. */
const e1TeamAndAdmins = signedIn({
  employee: '2xx',
  otherOrgEmployee: 404,
  otherTeamManager: 404,
  manager: '2xx',
  admin: '2xx',
});

/** The security matrix's entries of the routes beside this file (security-matrix/). */
export const appointmentsMatrixEntries: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/api/appointments',
    shareFor: 'employee',
    // A call for E1 without a setter: E1, E1's manager and admins book it; M2 and other
    // organizations do not see E1.
    request: (w) => ({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        user_id: w.e1.userId,
        product_id: w.p1,
        lead_name: 'Matrix lead',
        call_date: '2026-03-02T15:00:00Z',
      },
    }),
    expect: acceptsKey('records:write', e1TeamAndAdmins),
  },
  {
    method: 'POST',
    path: '/api/appointments/status/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'POST',
      url: `/api/appointments/status/${w.appointmentOfE1}`,
      payload: { appointment_status: 'taken' },
    }),
    // The closer (E1), E1's manager and admins; M2 and other organizations do not see the call.
    expect: acceptsKey('records:write', e1TeamAndAdmins),
  },
  {
    method: 'POST',
    path: '/api/appointments/decline/{id}',
    shareFor: 'employee',
    // A fresh call of E2 set by E1: only its setter (E1) declines it; M1 and admins see it and
    // are refused; M2 and other organizations do not see it.
    request: async (w) => ({
      method: 'POST',
      url: `/api/appointments/decline/${await callOf(w, w.e2.userId, w.e1.userId)}`,
    }),
    expect: signedIn({
      employee: '2xx',
      otherOrgEmployee: 404,
      otherTeamManager: 404,
      manager: 403,
      admin: 403,
    }),
  },
  {
    method: 'DELETE',
    path: '/api/appointments/{id}',
    shareFor: 'employee',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/appointments/${await callOf(w, w.e1.userId, null)}`,
    }),
    expect: acceptsKey('records:write', adminWritesE1),
  },
  {
    method: 'GET',
    path: '/api/appointments/users/{id}',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/users/${w.e1.userId}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/appointments/products/{id}',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/products/${w.p1}`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
  {
    method: 'GET',
    path: '/api/appointments/users/{id}/download',
    shareFor: 'employee',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/users/${w.e1.userId}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsE1),
  },
  {
    method: 'GET',
    path: '/api/appointments/products/{id}/download',
    shareFor: 'product',
    request: (w) => ({
      method: 'GET',
      url: `/api/appointments/products/${w.p1}/download`,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
    expect: acceptsKey('records:read', readsP1),
  },
];
