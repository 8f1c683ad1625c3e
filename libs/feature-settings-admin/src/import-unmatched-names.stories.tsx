import type { ImportResolution } from '@salesdash/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleImportPreview, failure } from '@salesdash/data-access-api/testing';
import { fn } from 'storybook/test';
import { ImportUnmatchedNames } from './import-unmatched-names.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const meta = {
  title: 'feature-settings-admin/ImportUnmatchedNames',
  args: { api: {}, names: exampleImportPreview.unmatched, resolutions: {} },
  render: ({ api, names, resolutions }) => (
    <WithFakeAdminApi options={api}>
      <ImportUnmatchedNames names={names} resolutions={resolutions} onResolve={fn()} />
    </WithFakeAdminApi>
  ),
} satisfies Meta<{
  api: AdminRoutesOptions;
  names: typeof exampleImportPreview.unmatched;
  resolutions: Record<string, ImportResolution>;
}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: { products: 'pending' } } };
export const Empty: Story = { args: { names: [] } };
export const LoadError: Story = {
  args: { api: { products: failure(500, 'internal', 'Internal Server Error') } },
};
/** A person to be created: the note says their approved history pays 0 %. */
export const CreatingAPerson: Story = {
  args: {
    resolutions: {
      'person:old.rep@demo.test': { kind: 'person', value: 'old.rep@demo.test', action: 'create' },
    },
  },
};
