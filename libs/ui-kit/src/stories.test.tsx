import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story must render without throwing, so a broken story fails `nx test`, not only Storybook.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  // composeStories cannot infer story types from a glob; each composed story is a component.
  Object.entries(composeStories(module) as Record<string, ComponentType>).map(([name, Story]) => [`${file} › ${name}`, Story] as const),
);

describe('ui-kit stories', () => {
  it('are found', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.firstElementChild).not.toBeNull();
  });
});
