import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as loginFormStories from './login-form.stories.tsx';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story must render, so a broken story fails `nx test`, not only Storybook.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComponentType>).map(
    ([name, Story]) => [`${file} › ${name}`, Story] as const,
  ),
);

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
