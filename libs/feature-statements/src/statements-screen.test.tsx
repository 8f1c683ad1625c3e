import { ApiTestProviders, createFakeApiClient, success } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementsScreen } from './statements-screen.tsx';
import { exampleOpenDispute } from './testing/example-statement-admin.ts';
import { exampleStatement } from './testing/example-statements.ts';
import { statementRoutes } from './testing/with-fake-statements-api.tsx';

function renderScreen(month?: string, routes = {}, { year }: { year?: number } = { year: 2026 }) {
  const fake = createFakeApiClient(
    statementRoutes({
      'GET statements/month/:month/export': {
        body: 'Date,Kind',
        headers: { 'content-disposition': 'attachment; filename="statement-2026-03.csv"' },
      },
      ...routes,
    }),
  );
  const onYearChange = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <ApiTestProviders api={fake.api}>
      <StatementsScreen
        year={year}
        currentYear={2026}
        month={month}
        onYearChange={onYearChange}
        onMonthChange={onMonthChange}
      />
    </ApiTestProviders>,
  );
  return { ...fake, onYearChange, onMonthChange };
}

describe('StatementsScreen', () => {
  it('lists the year’s months and opens one', async () => {
    const { requests, onMonthChange } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /2026 Feb/ }));
    expect(onMonthChange).toHaveBeenCalledWith('2026-02');
    const listed = requests.find((request) => request.path === 'statements');
    expect(listed?.query.get('year')).toBe('2026');
  });

  it('changes the year', async () => {
    const { onYearChange } = renderScreen();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    expect(onYearChange).toHaveBeenCalledWith(2025);
  });

  it('shows the opened month and downloads its CSV', async () => {
    const { requests } = renderScreen('2026-03');
    expect(await screen.findByRole('table', { name: 'Solar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(
        requests
          .find((request) => request.path === 'statements/month/2026-03/export')
          ?.query.get('format'),
      ).toBe('csv'),
    );
  });

  it('opens on the latest month with lines, its years starting at the first with data', async () => {
    const { requests } = renderScreen(undefined, {}, {});
    expect(await screen.findByRole('table', { name: 'Solar' })).toBeVisible();
    expect(requests.some((request) => request.path === 'statements/month/2026-03')).toBe(true);
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual(['2026', '2025']);
  });

  it('opens a superseded version from the statement, and comes back', async () => {
    const { requests } = renderScreen('2026-02', {
      'GET statements/month/:month': success({
        ...exampleStatement,
        month: '2026-02',
        status: 'closed',
        statement_id: 13,
        version: 2,
        closed_at: '2026-03-09T09:00:00.000Z',
        versions: [
          { statement_id: 12, version: 1, closed_at: '2026-03-02T09:00:00.000Z', superseded: true },
          {
            statement_id: 13,
            version: 2,
            closed_at: '2026-03-09T09:00:00.000Z',
            superseded: false,
          },
        ],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open version 1' }));
    expect(await screen.findByText(/This version was replaced/)).toBeVisible();
    expect(requests.some((request) => request.path === 'statements/12')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the current statement' }));
    expect(await screen.findByRole('button', { name: 'Open version 1' })).toBeVisible();
  });

  it('says when the year is empty', async () => {
    renderScreen(undefined, { 'GET statements': success([]) });
    expect(await screen.findByText('No commission yet this year')).toBeVisible();
  });
});

describe('StatementsScreen disputes', () => {
  it('disputes a line of one’s own statement, then reads the statement again', async () => {
    const { requests } = renderScreen('2026-03', {
      'POST statements/month/:month/lines/:key/disputes': ({ body }: { body: unknown }) =>
        success({ ...exampleOpenDispute, ...(body as object) }, 201),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dispute: Bonus: March contest' }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/What is wrong/), 'The contest paid 150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.path).toBe(
        'statements/month/2026-03/lines/adjustment%3A5/disputes',
      ),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      comment: 'The contest paid 150',
    });
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === 'statements/month/2026-03'),
      ).toHaveLength(2),
    );
  });
});
