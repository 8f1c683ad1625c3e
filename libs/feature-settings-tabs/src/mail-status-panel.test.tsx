import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './mail-status-panel.stories.tsx';

const { Data, Empty, MailOff, Loading, LoadError } = composeStories(stories);

describe('MailStatusPanel', () => {
  it('names the sender, what waits and every mail given up, with the server’s answer', async () => {
    render(<Data />);
    expect(await screen.findByText(/Mail is on, sent from/)).toHaveTextContent(
      'SalesDash <no-reply@demo.test>',
    );
    expect(screen.getByText(/1 mail is waiting/)).toBeInTheDocument();
    expect(screen.getByText('1 mail could not be sent')).toBeInTheDocument();
    const failed = within(screen.getByRole('list', { name: 'Mails not sent' })).getByRole(
      'listitem',
    );
    expect(failed).toHaveTextContent('to new.closer@demo.test');
    expect(failed).toHaveTextContent('5 tries');
    expect(failed).toHaveTextContent('550 Mailbox unavailable');
  });

  it('says nothing waits when the queue is empty', async () => {
    render(<Empty />);
    expect(await screen.findByText(/Nothing is waiting to go out/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mails not sent' })).not.toBeInTheDocument();
  });

  it('says mail is off and what stands in for it', async () => {
    render(<MailOff />);
    expect(await screen.findByText('Mail is off')).toBeInTheDocument();
    expect(screen.getByText(/a link to copy/)).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a retry when the status fails', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    unmount();
    render(<LoadError />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The mail status did not load')).toBeInTheDocument();
  });
});
