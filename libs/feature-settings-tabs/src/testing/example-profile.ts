import type { Organization, Profile } from '@salesdash/api-contract';

/** A closer without a picture, on the first version of their profile. */
export const exampleProfile: Profile = {
  user_id: 7,
  email: 'casey.closer@demo.test',
  first_name: 'Casey',
  last_name: 'Closer',
  display_name: '',
  version: 3,
  profile_picture: null,
};

/** The demo organization as its admin reads it. */
export const exampleOrganization: Organization = {
  organization_id: 1,
  name: 'Demo Sales Co',
  seats: 25,
  timezone: 'America/New_York',
  created_at: '2025-05-01T12:00:00.000Z',
  version: 4,
};
