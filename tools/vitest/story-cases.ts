import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Every story of a lib as `[name, Story]` test cases, for `it.each`: a broken story then fails
 * `nx test`, not only Storybook. The glob stays in the lib's test (it is relative to its file):
 * `storyCases(import.meta.glob('./**\/*.stories.tsx', { eager: true }))`.
 * @param modules - the lib's story modules by file
 */
export function storyCases(
  modules: Record<string, StoryModule>,
): (readonly [string, ComponentType])[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    // composeStories cannot infer story types from a glob; each composed story is a component.
    Object.entries(composeStories(module) as Record<string, ComponentType>).map(
      ([name, Story]) => [`${file} › ${name}`, Story] as const,
    ),
  );
}
