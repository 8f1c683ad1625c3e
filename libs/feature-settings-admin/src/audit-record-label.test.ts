import { describe, expect, it } from 'vitest';
import { auditRecordLabel } from './audit-record-label.ts';

describe('auditRecordLabel', () => {
  it.each([
    ['product', '5', 'VIP Coaching', 'Product · VIP Coaching'],
    ['user', '7', 'Casey Closer', 'Person · Casey Closer'],
    ['adjustment', '31', null, 'Adjustment #31'],
    ['statement_period', '2025-06', '2025-06', 'Statement month · 2025-06'],
    ['spaceship', '1', null, 'spaceship #1'],
  ])('%s %s named %s reads "%s"', (entity_type, entity_id, entity_name, expected) => {
    expect(auditRecordLabel({ entity_type, entity_id, entity_name })).toBe(expected);
  });
});
