import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows its words with the tone as a background', () => {
    render(<Badge tone="negative">Rejected</Badge>);
    expect(screen.getByText('Rejected')).toHaveClass('bg-negative-soft');
  });

  it('is neutral unless told', () => {
    render(<Badge>Uploaded</Badge>);
    expect(screen.getByText('Uploaded')).toHaveClass('bg-surface-muted');
  });
});
