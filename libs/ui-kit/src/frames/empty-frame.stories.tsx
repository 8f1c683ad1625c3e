import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { TextField } from '../components/text-field.tsx';
import { EmptyFrame } from './empty-frame.tsx';

function Demo() {
  return (
    <EmptyFrame>
      <Card className="w-full max-w-sm" title="Sign in to SalesDash">
        <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Email" type="email" autoComplete="username" />
          <TextField label="Password" type="password" autoComplete="current-password" />
          <Button type="submit">Sign in</Button>
        </form>
      </Card>
    </EmptyFrame>
  );
}

const meta = {
  title: 'ui-kit/Frames/EmptyFrame',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
