import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarEditor } from './avatar-editor.tsx';
import { exampleProfile } from './testing/example-profile.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const withPicture = { ...exampleProfile, profile_picture: '/api/avatars/7?v=example' };

const meta = {
  title: 'feature-settings-tabs/AvatarEditor',
  component: AvatarEditor,
  args: { profile: exampleProfile, name: 'Casey Closer' },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials, and "Choose a picture". */
export const Initials: Story = {
  decorators: withFakeApi({ 'PUT profile/avatar': success(withPicture) }),
};
/** A picture that cannot be loaded keeps the initials; "Remove picture" is offered. */
export const WithPicture: Story = {
  args: { profile: withPicture },
  decorators: withFakeApi({
    'GET avatars/7': failure(404, 'not-found'),
    'DELETE profile/avatar': success(exampleProfile),
  }),
};
/** The server refuses the upload: its message under the picture. */
export const UploadRefused: Story = {
  decorators: withFakeApi({
    'PUT profile/avatar': failure(
      400,
      'validation-error',
      'body: must be a PNG, JPEG, WebP or GIF image',
    ),
  }),
};
