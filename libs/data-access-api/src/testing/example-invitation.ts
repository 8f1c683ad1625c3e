import type { Invitation } from '@salesdash/api-contract';

/** An invitation as `GET /api/auth/invite/:token` answers it, for stories and tests. */
export const exampleInvitation: Invitation = {
  email: 'nia.new@demo.test',
  first_name: 'Nia',
  last_name: 'New',
  organization_name: 'Apex Growth Partners',
  invited_by: 'Ada Admin',
  expires_at: '2026-11-30T10:00:00.000Z',
};
