import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPeopleTable } from './admin-people-table.tsx';
import { exampleAdminMonth } from './testing/example-statement-admin.ts';

const [casey] = exampleAdminMonth.people;
if (!casey) throw new Error('the example has Casey');

describe('AdminPeopleTable', () => {
  it('pages a large month by 25, the totals counting everyone', async () => {
    const people = Array.from({ length: 30 }, (_, i) => ({
      ...casey,
      user_id: i + 1,
      display_name: `Person ${i + 1}`,
    }));
    render(
      <AdminPeopleTable
        month={{
          ...exampleAdminMonth,
          people,
          totals: { ...exampleAdminMonth.totals, people: 30 },
        }}
        loading={false}
        error={null}
        onRetry={() => undefined}
        onOpen={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('Person 25')).toBeVisible();
    expect(within(table).queryByText('Person 26')).toBeNull();
    expect(within(table).getByText(/Total · 30 people/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getByText('Person 30')).toBeVisible();
  });
});
