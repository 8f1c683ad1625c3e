import { withoutControlCharacters as oneLine } from '@salesdash/api-contract';
import { formatDay } from '@salesdash/util-format';

/** A mail's words: its subject and plain-text body. */
export type MailText = { subject: string; text: string };

const signature = '\n\n— SalesDash';

// Every stored text a mail quotes goes through `oneLine`: names are refused with line breaks and
// other control characters since docs/decisions/0065-operations-host-names-and-backup-keys.md,
// but one stored before could otherwise still add lines of its own to a mail (a fake link
// under the inviter's name) or, in a subject, a header.

/** The invitation: who invites, into which organization, the link and how long it works. */
export function inviteMail(invite: {
  organizationName: string;
  inviterName: string | null;
  link: string;
  expiresAt: Date;
}): MailText {
  const who = oneLine(invite.inviterName ?? '') || 'Your team';
  const organization = oneLine(invite.organizationName);
  return {
    subject: `${who} invited you to ${organization} on SalesDash`,
    text:
      `${who} invited you to join ${organization} on SalesDash.\n\n` +
      `Set your name and password here:\n${invite.link}\n\n` +
      `The link works once and expires on ${formatDay(invite.expiresAt.toISOString().slice(0, 10))}.` +
      signature,
  };
}

/** A password reset link, valid one hour. */
export function passwordResetMail(reset: { organizationName: string; link: string }): MailText {
  return {
    subject: 'Reset your SalesDash password',
    text:
      `Someone asked to reset the password of your ${oneLine(reset.organizationName)} account on SalesDash.\n\n` +
      `Choose a new password here (the link works once, for one hour):\n${reset.link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.' +
      signature,
  };
}

/**
 * A notification the person chose to get by email, with where it leads. Its title and body are
 * one line in the app, and so in the mail: the names and reasons they quote cannot add lines.
 */
export function notificationMail(notification: {
  title: string;
  body: string;
  link: string | null;
  settingsLink: string;
}): MailText {
  const open = notification.link ? `\n\nOpen it in SalesDash:\n${notification.link}` : '';
  return {
    subject: oneLine(notification.title),
    text:
      `${oneLine(notification.body)}${open}\n\n` +
      `You get this mail because you chose email for these notifications. Change it here:\n${notification.settingsLink}` +
      signature,
  };
}
