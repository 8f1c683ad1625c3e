import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';
import * as loginFormStories from './login-form.stories.tsx';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

describe('feature-auth stories', () => {
  it.each(cases)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    // Dialogs render into a portal on <body>: count it beside the container's own content.
    const portals = document.body.childElementCount - 1;
    expect(container.childElementCount + portals).toBeGreaterThan(0);
  });

  it('show the login form states', () => {
    const { Submitting, WithError } = composeStories(loginFormStories);
    const { unmount } = render(<Submitting />);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    unmount();
    render(<WithError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.');
  });
});
