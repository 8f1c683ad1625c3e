import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton shape="block" />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the requested number of text lines, the last one shorter', () => {
    render(<Skeleton shape="text" lines={3} />);
    const lines = screen.getByTestId('skeleton').children;
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });

  it('stops the shimmer for reduced motion', () => {
    render(<Skeleton shape="circle" />);
    expect(screen.getByTestId('skeleton').className).toContain('motion-reduce:animate-none');
  });
});
