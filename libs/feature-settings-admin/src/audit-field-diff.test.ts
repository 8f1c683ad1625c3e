import { describe, expect, it } from 'vitest';
import { auditFieldDiff } from './audit-field-diff.ts';

describe('auditFieldDiff', () => {
  it.each([
    {
      label: 'an edit lists the changed fields apart from the same ones',
      before: { product_id: 5, name: 'VIP', price: 1500 },
      after: { product_id: 5, name: 'VIP', price: 1997 },
      changed: [['Price', '1500', '1997']],
      unchanged: ['Product id', 'Name'],
    },
    {
      label: 'a creation has every field on the after side',
      before: null,
      after: { name: 'VIP', is_active: true },
      changed: [
        ['Name', null, 'VIP'],
        ['Is active', null, 'true'],
      ],
      unchanged: [],
    },
    {
      label: 'a removal has every field on the before side',
      before: { reason: 'Bonus' },
      after: null,
      changed: [['Reason', 'Bonus', null]],
      unchanged: [],
    },
    {
      label: 'a field only one side holds counts as changed; nested values stay whole',
      before: { scopes: ['read'] },
      after: { scopes: ['read', 'write'], note: 'x'.repeat(300) },
      changed: [
        ['Scopes', '["read"]', '["read","write"]'],
        ['Note', null, 'x'.repeat(300)],
      ],
      unchanged: [],
    },
    {
      label: 'an entry without snapshots has no fields',
      before: null,
      after: null,
      changed: [],
      unchanged: [],
    },
  ])('$label', ({ before, after, changed, unchanged }) => {
    const diff = auditFieldDiff({ before, after });
    expect(diff.changed.map((change) => [change.label, change.before, change.after])).toEqual(
      changed,
    );
    expect(diff.unchanged.map((field) => field.label)).toEqual(unchanged);
  });
});
