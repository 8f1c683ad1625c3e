import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

describe('feature-settings-tabs stories', () => {
  it('are found', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)('%s renders', (_name, Story) => {
    const { container, unmount } = render(<Story />);
    expect(container.childElementCount).toBeGreaterThan(0);
    unmount();
  });
});
