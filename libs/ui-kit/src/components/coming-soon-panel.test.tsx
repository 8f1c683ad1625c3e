import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonPanel } from './coming-soon-panel.tsx';

describe('ComingSoonPanel', () => {
  it('names the screen and the capability that will fill it', () => {
    render(<ComingSoonPanel title="Leaderboard" capability="the leaderboard" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Coming with the leaderboard')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('uses an h2 under a page header, so the page keeps one h1', () => {
    render(<ComingSoonPanel title="Your dashboard" capability="the dashboard" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your dashboard' })).toBeInTheDocument();
  });
});
