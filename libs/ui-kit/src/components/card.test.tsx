import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('Card', () => {
  it('renders title as a heading, description, actions and content', () => {
    render(
      <Card title="Revenue" description="This month" actions={<button type="button">Download</button>}>
        <p>42</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByText('This month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
  });

  it('has no header without title, description or actions', () => {
    const { container } = render(<Card>Body</Card>);
    expect(container.querySelector('header')).toBeNull();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
