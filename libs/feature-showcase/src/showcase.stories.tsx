import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonGallery } from './button-gallery.tsx';
import { HeroPage } from './hero-page.tsx';
import { TypeScale } from './type-scale.tsx';
import { WelcomePage } from './welcome-page.tsx';

const link = (text: string) => (
  <a href="#" className="text-brand underline underline-offset-2">
    {text}
  </a>
);

const meta = {
  title: 'feature-showcase/Pages',
  component: HeroPage,
  args: { wayIn: link('Sign in') },
} satisfies Meta<typeof HeroPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/hero`: the public product page with its previews of example figures. */
export const Hero: Story = {};
/** `/hero` to someone already signed in: their dashboard, not "Sign in". */
export const HeroSignedIn: Story = { args: { wayIn: link('Open your dashboard') } };

/** `/landing` for an admin: every place. */
export const WelcomeAdmin: Story = {
  render: () => (
    <WelcomePage
      name="Avery Admin"
      organizationName="Demo Sales Co"
      shortcuts={[
        { link: link('Sales overview'), description: 'Your own figures this month.' },
        { link: link('Team dashboard'), description: 'The team by product and by member.' },
        { link: link('Leaderboard'), description: 'Who leads, with a TV mode.' },
      ]}
    />
  ),
};

/** `/landing` for someone with no place past their own overview. */
export const WelcomeFewPlaces: Story = {
  render: () => (
    <WelcomePage
      name="Taylor Trial"
      organizationName="Demo Sales Co"
      shortcuts={[{ link: link('Sales overview'), description: 'Your own figures this month.' }]}
    />
  ),
};

/** `/buttons`: the buttons' style guide. */
export const Buttons: Story = { render: () => <ButtonGallery /> };

/** `/text-demo`: the type scale. */
export const Text: Story = { render: () => <TypeScale /> };
