import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarCropper } from './avatar-cropper.tsx';

/** A landscape picture of two halves, so moving and zooming shows. */
const picture = new Blob(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="240" height="320" fill="#1d4ed8"/><rect x="240" width="240" height="320" fill="#f59e0b"/><circle cx="240" cy="160" r="80" fill="#f8fafc"/></svg>',
  ],
  { type: 'image/svg+xml' },
);

const meta = {
  title: 'feature-settings-tabs/AvatarCropper',
  component: AvatarCropper,
  args: { file: picture, onCrop: () => undefined, onClose: () => undefined },
  // The dialog renders over the page it opens from.
  decorators: [
    (Story) => (
      <div>
        <p>The Profile tab</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture centred under the round frame; drag, arrow keys and the slider move it. */
export const Framing: Story = {};
/** A file the browser cannot show: says so, and nothing can be sent. */
export const Unreadable: Story = {
  args: { file: new Blob(['not a picture'], { type: 'image/png' }) },
};
