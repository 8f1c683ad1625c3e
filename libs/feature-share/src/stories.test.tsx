import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';
import * as sharedPageStories from './shared-page.stories.tsx';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

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
