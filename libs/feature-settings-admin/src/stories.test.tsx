import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

describe('feature-settings-admin stories', () => {
  it.each(cases)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    // Dialogs render into a portal on <body>: count it beside the container's own content.
    const portals = document.body.childElementCount - 1;
    expect(container.childElementCount + portals).toBeGreaterThan(0);
  });
});
