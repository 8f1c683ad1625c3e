import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';
import { ButtonGallery } from './button-gallery.tsx';
import { HeroPage } from './hero-page.tsx';
import { TypeScale } from './type-scale.tsx';
import { WelcomePage } from './welcome-page.tsx';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

describe('feature-showcase stories', () => {
  it.each(cases)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.childElementCount).toBeGreaterThan(0);
  });
});

describe('HeroPage', () => {
  it('says what the product does, previews a dashboard and a leaderboard, and offers the way in', () => {
    render(<HeroPage wayIn={<a href="/login">Sign in</a>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('one dashboard');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const cash = screen.getByRole('group', { name: 'Total cash collected' });
    expect(cash).toHaveTextContent('$48,250.50');
    const board = screen.getByRole('heading', { name: 'Who leads this month' }).closest('section');
    expect(within(board as HTMLElement).getAllByText(/deals$/)).toHaveLength(3);
  });

  it('calls its figures examples, never live', () => {
    render(<HeroPage wayIn={<a href="/login">Sign in</a>} />);
    expect(screen.queryByText(/live preview/i)).not.toBeInTheDocument();
    for (const id of ['preview-dashboard', 'preview-leaderboard']) {
      const section = document.querySelector(`[aria-labelledby="${id}"]`) as HTMLElement;
      expect(within(section).getByText(/example/)).toBeInTheDocument();
    }
  });
});

describe('WelcomePage', () => {
  it('greets the person and lists the places the shell gives them', () => {
    render(
      <WelcomePage
        name="Casey Closer"
        organizationName="Demo Sales Co"
        shortcuts={[
          { link: <a href="/">Sales overview</a>, description: 'Your own figures.' },
          { link: <a href="/leaderboard">Leaderboard</a>, description: 'Who leads.' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Casey Closer');
    const places = within(screen.getByRole('list', { name: 'Where to start' })).getAllByRole(
      'link',
    );
    expect(places.map((link) => link.textContent)).toEqual(['Sales overview', 'Leaderboard']);
  });
});

describe('ButtonGallery', () => {
  it('shows every variant in both sizes, loading ones busy and disabled ones off', () => {
    render(<ButtonGallery />);
    for (const variant of ['Primary', 'Secondary', 'Ghost', 'Danger']) {
      expect(screen.getAllByRole('rowheader', { name: variant })).toHaveLength(2);
    }
    const saving = screen.getAllByRole('button', { name: /Saving/ });
    expect(saving).toHaveLength(8);
    for (const button of saving) expect(button).toHaveAttribute('aria-busy', 'true');
    expect(
      screen.getAllByRole('button', { name: 'Save' }).filter((b) => b.hasAttribute('disabled')),
    ).toHaveLength(8);
  });
});

describe('TypeScale', () => {
  it('names each step of the scale beside its sample', () => {
    render(<TypeScale />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Text demo');
    expect(screen.getByText('Page title')).toBeInTheDocument();
    expect(screen.getByText('$48,250.50')).toHaveClass('tabular-nums');
  });
});
