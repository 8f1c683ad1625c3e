import type { CreatedInvite } from '@salesdash/api-contract';

/** An answer of `POST /api/users/invite`, for stories and tests. */
export const exampleCreatedInvite: CreatedInvite = {
  user: {
    user_id: 99,
    uid: '7f1c4a2e-8d3b-4c5a-9e6f-1a2b3c4d5e6f',
    email: 'nia.new@demo.test',
    first_name: 'Nia',
    last_name: 'New',
    display_name: 'Nia New',
    access: 4,
    is_active: true,
    is_pending: true,
    manager_id: null,
    manager_name: null,
    role_id: '2',
    role_title: 'Setter',
    payroll_id: null,
    profile_picture: null,
    avatar: null,
    profile_picture_mode: 'initials',
    created_at: '2026-11-23T10:00:00.000Z',
    version: 1,
  },
  invite_url: '/complete-registration?token=abc',
  expires_at: '2026-11-30T10:00:00.000Z',
  emailed: false,
};
