import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as sharedPageStories from './shared-page.stories.tsx';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story must render, so a broken story fails `nx test`, not only Storybook.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComponentType>).map(
    ([name, Story]) => [`${file} › ${name}`, Story] as const,
  ),
);

describe('feature-share stories', () => {
  it.each(cases)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    // Dialogs render into a portal on <body>: count it beside the container's own content.
    const portals = document.body.childElementCount - 1;
    expect(container.childElementCount + portals).toBeGreaterThan(0);
  });

  it('show each dead-link reason', async () => {
    const { Expired, Revoked, Unknown } = composeStories(sharedPageStories);
    for (const [Story, reason] of [
      [Expired, 'This link has expired.'],
      [Revoked, 'This link has been revoked.'],
      [Unknown, 'This link is not recognised.'],
    ] as const) {
      const { unmount } = render(<Story />);
      expect(
        await screen.findByRole('heading', { name: 'This link is no longer valid' }),
      ).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      unmount();
    }
  });
});
