import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeApiClient,
  exampleNow,
  exampleShares,
  failure,
} from '@salesdash/data-access-api/testing';
import { ShareButton } from './share-button.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { ShareProviders } from './testing/share-providers.tsx';
import { shareRoutes, type ShareRoutesOptions } from './testing/share-routes.ts';

function renderDialog(
  options: ShareRoutesOptions = { shares: exampleShares },
  type: 'employee' | 'leaderboard' = 'employee',
) {
  const fake = createFakeApiClient(shareRoutes(options));
  const copy = vi.fn(async (_text: string) => undefined);
  const onClose = vi.fn();
  render(
    <ShareProviders api={fake.api}>
      <ShareDialog
        type={type}
        resourceId={7}
        origin="https://salesdash.example.com"
        copy={copy}
        now={exampleNow}
        onClose={onClose}
      />
    </ShareProviders>,
  );
  return { ...fake, copy, onClose };
}

describe('ShareDialog', () => {
  it('says a leaderboard link opens TV mode', () => {
    renderDialog({ shares: [] }, 'leaderboard');
    expect(screen.getByRole('dialog', { name: 'Share leaderboard' })).toHaveAccessibleDescription(
      'Anyone with a link can show this leaderboard in TV mode, read-only, without signing in.',
    );
  });

  it("lists the dashboard's links with dates and status", async () => {
    const { requests } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Share employee dashboard' });
    const list = await within(dialog).findByRole('list', { name: 'Share links' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Link created Nov 20, 2026, Active',
      'Link created Nov 18, 2026, Active',
      'Link created Oct 1, 2026, Expired',
      'Link created Sep 1, 2026, Revoked',
    ]);
    expect(items[0]).toHaveTextContent('Expires Dec 20, 2026');
    expect(items[1]).toHaveTextContent('Never expires');
    expect(items[2]).toHaveTextContent('Expired Oct 8, 2026');
    expect(items[3]).toHaveTextContent('Revoked Sep 15, 2026');
    // Each link says how it shows customers: the choice stored on it.
    expect(items[0]).toHaveTextContent('Casey Closer · Customers as initials, no emails');
    expect(items[1]).toHaveTextContent('Casey Closer · Shows customer names and emails');
    // Only live links can be revoked.
    expect(within(items[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(requests[0]?.path).toBe('shares');
    expect(requests[0]?.query.get('type')).toBe('employee');
    expect(requests[0]?.query.get('resource_id')).toBe('7');
  });

  it('creates a link with the chosen expiry and copies its full URL', async () => {
    const { requests, copy } = renderDialog({ shares: [] });
    expect(await screen.findByText('No share links yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Link expires'), 'In 7 days');
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));

    const field = await screen.findByLabelText('New share link');
    expect(field).toHaveValue('https://salesdash.example.com/share/employee/token-100');
    const post = requests.find((request) => request.method === 'POST');
    const body = post?.body as { type: string; resource_id: number; expires_at: string };
    expect(body).toMatchObject({ type: 'employee', resource_id: 7 });
    const days = (Date.parse(body.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledWith('https://salesdash.example.com/share/employee/token-100');
    expect(screen.getByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The new link joins the list.
    const item = await screen.findByRole('listitem');
    expect(item).toHaveAccessibleName(/Active$/);

    // Revoking it also takes the now useless URL away.
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByLabelText('New share link')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem')).toHaveAccessibleName(/Revoked$/);
  });

  it('creates a link that never expires', async () => {
    const { requests } = renderDialog({ shares: [] });
    await userEvent.selectOptions(screen.getByLabelText('Link expires'), 'Never expires');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByLabelText('New share link');
    const post = requests.find((request) => request.method === 'POST');
    // Customers stay hidden unless the box is ticked.
    expect(post?.body).toEqual({
      type: 'employee',
      resource_id: 7,
      include_customer_details: false,
    });
    expect(screen.getByText(/never expires/)).toHaveTextContent(
      'never expires · Customers as initials, no emails',
    );
  });

  it('includes customer details only when the box is ticked, and says so on the link', async () => {
    const { requests } = renderDialog({ shares: [] });
    const box = screen.getByRole('checkbox', { name: 'Include customer details' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Without it they see initials/);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByLabelText('New share link');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ include_customer_details: true });
    expect(screen.getByText(/^Link created/)).toHaveTextContent('Shows customer names and emails');
    // The list labels the new link with the stored choice.
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Shows customer names and emails');
  });

  it('offers no customer details on a leaderboard link, which shows no customers', async () => {
    const { requests } = renderDialog({ shares: [] }, 'leaderboard');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByLabelText('New share link');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ include_customer_details: false });
  });

  it("shows the server's message when creating fails", async () => {
    renderDialog({
      shares: [],
      create: failure(403, 'forbidden', 'You can only share your own dashboard'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not create the link');
    expect(alert).toHaveTextContent('You can only share your own dashboard');
  });

  it('revokes a link only after confirming', async () => {
    const { requests } = renderDialog();
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(first).getByRole('button', { name: 'Revoke' }));
    expect(within(first).getByRole('group', { name: 'Confirm revoke' })).toHaveTextContent(
      'Anyone who has it loses access',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName(/Revoked$/),
    );
    const deleted = requests.find((request) => request.method === 'DELETE');
    expect(deleted?.path).toBe('shares/1');
  });

  it("shows the server's message when revoking fails", async () => {
    renderDialog({
      shares: exampleShares,
      revoke: failure(404, 'not-found', 'Share not found'),
    });
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share not found');
  });

  it('offers a retry when the list does not load', async () => {
    renderDialog({ shares: failure(500, 'internal', 'Internal Server Error') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the share links');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a loading state while the list loads', () => {
    renderDialog({ shares: 'pending' });
    expect(screen.getByRole('status', { name: 'Loading share links' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('closes on Escape and on the Close button', async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ShareButton', () => {
  it("says a manager's product link shows their team's slice", async () => {
    const fake = createFakeApiClient(shareRoutes({ shares: [] }));
    render(
      <ShareProviders api={fake.api}>
        <ShareButton type="product" resourceId={2} subject="Your team's sales of Coaching" />
      </ShareProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share product dashboard' });
    expect(dialog).toHaveAccessibleDescription(
      "Your team's sales of Coaching. Anyone with a link can view it, read-only, without signing in.",
    );
  });

  it('opens the dialog and returns focus to the button when it closes', async () => {
    const fake = createFakeApiClient(shareRoutes({ shares: [] }));
    render(
      <ShareProviders api={fake.api}>
        <ShareButton type="product" resourceId={2} />
      </ShareProviders>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(button);
    // The dialog's code loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Share product dashboard' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
