import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('renders the h1, description, actions and breadcrumbs', () => {
    render(
      <PageHeader
        title="Team"
        description="Everyone on your team"
        actions={<button type="button">Download</button>}
        breadcrumbs={<a href="/">Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Everyone on your team')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toContainElement(
      screen.getByRole('link', { name: 'Home' }),
    );
  });

  it('has no breadcrumb nav when none are given', () => {
    render(<PageHeader title="Team" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
