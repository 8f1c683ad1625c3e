import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrganizationForm } from './organization-form.tsx';
import { exampleOrganization } from './testing/example-profile.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/OrganizationForm',
  component: OrganizationForm,
  args: { organizationId: exampleOrganization.organization_id },
} satisfies Meta<typeof OrganizationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const url = `GET organizations/${exampleOrganization.organization_id}`;
const save = `PUT organizations/${exampleOrganization.organization_id}`;
const loaded = success(exampleOrganization);

/** Pristine: the name and time zone; choosing another zone lists what it shifts. */
export const Data: Story = {
  decorators: withFakeApi({
    [url]: loaded,
    [save]: ({ body }) =>
      success({
        ...exampleOrganization,
        ...(body as object),
        version: exampleOrganization.version + 1,
      }),
  }),
};
export const Loading: Story = { decorators: withFakeApi({ [url]: 'pending' }) };
export const LoadError: Story = {
  name: 'Error',
  decorators: withFakeApi({ [url]: failure(500, 'internal') }),
};
/** Saving never ends: the button spins and the fields lock. */
export const Submitting: Story = { decorators: withFakeApi({ [url]: loaded, [save]: 'pending' }) };
/** The server refuses the name: its message under the field. */
export const ServerFieldError: Story = {
  decorators: withFakeApi({
    [url]: loaded,
    [save]: failure(400, 'validation-error', 'name: must be at most 200 characters'),
  }),
};
/** Another admin saved first: 409, and the form offers to reload. */
export const Stale: Story = {
  decorators: withFakeApi({
    [url]: loaded,
    [save]: failure(409, 'stale-version', 'Someone changed this organization since you opened it'),
  }),
};
