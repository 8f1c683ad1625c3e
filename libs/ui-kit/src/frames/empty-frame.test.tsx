import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyFrame } from './empty-frame.tsx';

describe('EmptyFrame', () => {
  it('renders only the content, without a top bar', () => {
    render(
      <EmptyFrame>
        <h1>Sign in</h1>
      </EmptyFrame>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Sign in');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
