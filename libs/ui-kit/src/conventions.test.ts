import { describe, expect, it } from 'vitest';

// Lazy globs: only the file names are needed, nothing is imported.
const files = Object.keys(import.meta.glob(['./components/*.tsx', './frames/*.tsx']));
/** Internal building blocks covered through the components that use them. */
const internal = new Set([
  './components/field-message.tsx',
  './components/chart-placeholder.tsx',
  './components/data-table-placeholder.tsx',
  // The date range picker's lazily loaded panel: its stories and tests open the picker.
  './components/range-panel.tsx',
  // The toaster's lazily loaded toast area: the Toaster's stories and tests show toasts in it.
  './components/sonner-toaster.tsx',
  // The series chart's drawing, legend and hidden table: its stories and tests render them.
  './components/series-plot.tsx',
  './components/chart-axes.tsx',
  './components/series-legend.tsx',
  './components/series-data-table.tsx',
]);

const components = files.filter(
  (file) => !file.endsWith('.stories.tsx') && !file.endsWith('.test.tsx') && !internal.has(file),
);

describe('every ui-kit component', () => {
  it('is found', () => {
    expect(components.length).toBeGreaterThan(15);
  });

  it.each(components)('%s has a story file and a test file beside it', (file) => {
    expect(files).toContain(file.replace(/\.tsx$/, '.stories.tsx'));
    expect(files).toContain(file.replace(/\.tsx$/, '.test.tsx'));
  });
});
