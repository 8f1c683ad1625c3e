import type { TeamMember } from '@salesdash/api-contract';
import {
  exampleMetrics,
  exampleTeamMembers,
  exampleTeamProducts,
  failure,
  success,
  type FakeRoute,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChartModeKey } from './chart-mode-atom.ts';
import type { TeamChoice } from './parse-team-choice.ts';
import { TeamDashboardHarness } from './testing/team-dashboard-harness.tsx';
import { allTeamAnswering, pagedMembers, type TeamRoutesOptions } from './testing/team-routes.ts';

const broken = failure(500, 'internal', 'Internal Server Error');

function renderTeam(options: TeamRoutesOptions = {}, initialChoice: TeamChoice = {}) {
  const choices: TeamChoice[] = [];
  render(
    <TeamDashboardHarness
      options={options}
      initialChoice={initialChoice}
      onChoiceChange={(choice) => choices.push(choice)}
    />,
  );
  return { choices };
}

/** The dashboard over `members` paged as the API pages them, with every members query asked. */
function renderWithMembers(members: readonly TeamMember[]) {
  const asked: Record<string, string>[] = [];
  const paged = pagedMembers(members);
  const users: FakeRoute = (request) => {
    asked.push(Object.fromEntries(request.query));
    return typeof paged === 'function' ? paged(request) : paged;
  };
  renderTeam({ users });
  return { asked };
}

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => toastError.mockRestore());

/** An answer that leaves out `excluded` once both statuses are asked, as the API does. */
const leavingOut =
  (body: object): FakeRoute =>
  (request) => {
    const both = request.query.get('is_active')?.split(',').length === 2;
    return success(both ? body : { ...body, excluded: { people: 1, totalCash: 4000 } });
  };

describe('what the Active status leaves out', () => {
  it('says it on the cards and the products table, and Show includes those people', async () => {
    const user = userEvent.setup();
    const { choices } = renderTeam({
      dashboard: leavingOut(exampleMetrics()),
      products: leavingOut(exampleTeamProducts()),
    });
    await waitFor(() =>
      expect(
        screen.getAllByText((_, element) =>
          element?.tagName === 'P'
            ? element.textContent === 'Excludes $4,000.00 from 1 inactive person · Show'
            : false,
        ),
      ).toHaveLength(2),
    );
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('note')).toHaveTextContent(
      'Excludes $4,000.00 from 1 inactive person',
    );
    await user.click(within(products).getByRole('button', { name: 'Show 1 inactive person' }));
    expect(choices.at(-1)).toEqual({ status: [1, 0] });
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Filter by Status, 2 selected' }),
    ).toBeInTheDocument();
  });

  it('says it when the Active status leaves nobody, as after an import of inactive people', async () => {
    const user = userEvent.setup();
    const { choices } = renderTeam({
      dashboard: leavingOut(exampleMetrics()),
      users: success(exampleTeamMembers({ users: [] })),
      products: success(exampleTeamProducts({ products: [] })),
    });
    expect(await screen.findByText('No one matches these filters')).toBeInTheDocument();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Excludes $4,000.00 from 1 inactive person');
    await user.click(within(note).getByRole('button', { name: 'Show 1 inactive person' }));
    expect(choices.at(-1)).toEqual({ status: [1, 0] });
  });

  it('says nothing when nobody is left out', async () => {
    renderTeam();
    const card = await screen.findByRole('group', { name: 'Total cash collected' });
    await waitFor(() => expect(card).toHaveTextContent('$24,650.50'));
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('TeamDashboard', () => {
  it('shows the team’s cards, products and members, each row a link to its overview', async () => {
    renderTeam();
    const card = await screen.findByRole('group', { name: 'Total cash collected' });
    await waitFor(() => expect(card).toHaveTextContent('$24,650.50'));
    const products = await screen.findByRole('table', { name: 'Products' });
    const innerCircle = await within(products).findByRole('link', { name: 'Inner Circle' });
    expect(innerCircle).toHaveAttribute('href', '/team/product/overview/1');
    const members = await screen.findByRole('table', { name: 'Members' });
    const rows = within(members).getAllByRole('row').slice(1);
    // Cash collected, largest first.
    expect(rows[0]).toHaveTextContent('Casey Closer');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Casey Closer' }),
    ).toHaveAttribute('href', '/team/member/overview/3');
    expect(within(members).getByText('Closer · Inactive')).toBeInTheDocument();
  });

  it('shows the manager’s name for a typed link, never a bare id', async () => {
    renderTeam({}, { manager: [2, 77] });
    expect(
      await screen.findByRole('button', { name: 'Filter by Managers, Morgan Manager selected' }),
    ).toBeEnabled();
    renderTeam({}, { manager: [77] });
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^Filter by Managers/ })[1],
      ).toHaveAccessibleName('Filter by Managers'),
    );
  });

  it('preselects Active and filters by a chosen product', async () => {
    const user = userEvent.setup();
    const { choices } = renderTeam();
    const status = await screen.findByRole('button', { name: /Filter by Status, Active/ });
    expect(status).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /^Filter by Products/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Mastermind' }));
    expect(choices.at(-1)).toEqual({ product: [2] });
  });

  it('sorts the members on the server by a column, and searches them there', async () => {
    const user = userEvent.setup();
    const { asked } = renderWithMembers(exampleTeamMembers().users);
    const members = await screen.findByRole('table', { name: 'Members' });
    await within(members).findByText('Casey Closer');
    expect(asked.at(-1)).toMatchObject({
      page: '1',
      limit: '10',
      sortField: 'totalCash',
      sortOrder: 'desc',
    });
    await user.click(within(members).getByRole('button', { name: /^Member/ }));
    await waitFor(() =>
      expect(within(members).getAllByRole('row')[1]).toHaveTextContent('Alex Setter'),
    );
    expect(asked.at(-1)).toMatchObject({ sortField: 'name', sortOrder: 'asc' });
    // One letter is not sent (the API refuses it); the second is.
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 's');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'am');
    await waitFor(() => expect(within(members).getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)).toMatchObject({ search: 'sam', page: '1' });
    expect(asked.some((query) => query.search === 's')).toBe(false);
  });

  it('pages the members on the server, a new order back to page 1', async () => {
    const user = userEvent.setup();
    const [first] = exampleTeamMembers().users;
    if (!first) throw new Error('the example team has members');
    const twelve = Array.from({ length: 12 }, (_, index) => ({
      ...first,
      user_id: 100 + index,
      display_name: `Rep ${String(index + 1).padStart(2, '0')}`,
      current: { ...first.current, totalCash: 1_000 * (index + 1) },
    }));
    const { asked } = renderWithMembers(twelve);
    const members = await screen.findByRole('table', { name: 'Members' });
    await within(members).findByText('Rep 12');
    expect(within(members).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Members pages' });
    expect(pages).toHaveTextContent('Showing 1–10 of 12');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(members).findByText('Rep 01');
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    expect(asked.at(-1)).toMatchObject({ page: '2' });
    await user.click(within(members).getByRole('button', { name: /^Member/ }));
    await within(members).findByText('Rep 10');
    expect(asked.at(-1)).toMatchObject({ page: '1', sortField: 'name' });
  });

  it('says a search found nobody in the table, not that the filters match nobody', async () => {
    const user = userEvent.setup();
    renderWithMembers(exampleTeamMembers().users);
    const members = await screen.findByRole('table', { name: 'Members' });
    await within(members).findByText('Casey Closer');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zz');
    expect(await screen.findByText('No member matches the search')).toBeInTheDocument();
    expect(screen.queryByText('No one matches these filters')).not.toBeInTheDocument();
  });

  it('opens each table on the page, order and search the URL names, and writes changes there', async () => {
    const onChange = vi.fn();
    render(
      <TeamDashboardHarness
        tableView={{
          view: { 'members.sort': 'name.asc', 'members.q': 'sam', 'members.page': '1' },
          onChange,
        }}
      />,
    );
    const members = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(members).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('sam');
    await userEvent.click(within(members).getByRole('button', { name: /^Cash collected/ }));
    // The first order, like page 1, is left out of the URL.
    expect(onChange).toHaveBeenLastCalledWith({
      'members.sort': undefined,
      'members.page': undefined,
    });
    const products = await screen.findByRole('table', { name: 'Products' });
    await userEvent.click(within(products).getByRole('button', { name: /^Product/ }));
    expect(onChange).toHaveBeenLastCalledWith({ 'products.sort': 'name.asc' });
  });

  it('keeps the chart’s line or bar choice', async () => {
    const user = userEvent.setup();
    renderTeam();
    const bar = await screen.findByRole('radio', { name: 'Bar' });
    expect(screen.getByRole('radio', { name: 'Line' })).toBeChecked();
    await user.click(bar);
    expect(bar).toBeChecked();
    expect(localStorage.getItem(teamChartModeKey)).toBe('"bar"');
  });

  it('says so when the filters match nobody, and resets them', async () => {
    const user = userEvent.setup();
    const { choices } = renderTeam(
      {
        users: success(exampleTeamMembers({ users: [] })),
        products: success(exampleTeamProducts({ products: [] })),
      },
      { role: [2], status: [0] },
    );
    expect(await screen.findByText('No one matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total cash collected' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0] as HTMLElement);
    expect(choices.at(-1)).toEqual({});
  });

  it.each([
    ['every load fails', allTeamAnswering(broken), 'Error loading, please try again later'],
    ['the members fail', { users: broken }, 'Failed to load Employee data fully'],
  ])('toasts when %s', async (_name, options, message) => {
    renderTeam(options);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message, { id: 'team-load' }));
  });

  it('toasts a failed download', async () => {
    const user = userEvent.setup();
    renderTeam({ download: broken });
    await screen.findByRole('group', { name: 'Total cash collected' });
    await user.click(screen.getByRole('button', { name: 'Download workbook' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to download the team workbook', {
        id: 'team-download',
      }),
    );
  });
});
