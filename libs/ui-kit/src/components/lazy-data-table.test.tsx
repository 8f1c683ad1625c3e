import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataTableHeight } from './data-table-placeholder.tsx';
import { LazyDataTable } from './lazy-data-table.tsx';

describe('LazyDataTable', () => {
  it('loads the table with the row type of its props', async () => {
    render(
      <LazyDataTable<{ id: string; name: string }>
        label="Appointments"
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
        rows={[{ id: '7', name: 'Discovery call' }]}
        getRowId={(row) => row.id}
        totalCount={1}
        totalPages={1}
        page={1}
        onPageChange={() => undefined}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Appointments' })).toHaveTextContent(
      'Discovery call',
    );
  });

  it('sizes its placeholder for a full page', () => {
    // 44 px a row plus toolbar, header and pagination.
    expect(dataTableHeight(10)).toBe(568);
    expect(dataTableHeight(10) - dataTableHeight(9)).toBe(44);
  });
});
