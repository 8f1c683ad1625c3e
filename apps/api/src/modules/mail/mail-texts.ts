import { formatDay } from '@salesdash/util-format';

/** A mail's words: its subject and plain-text body. */
export type MailText = { subject: string; text: string };

const signature = '\n\n— SalesDash';

/** The invitation: who invites, into which organization, the link and how long it works. */
export function inviteMail(invite: {
  organizationName: string;
  inviterName: string | null;
  link: string;
  expiresAt: Date;
}): MailText {
  const who = invite.inviterName ?? 'Your team';
  return {
    subject: `${who} invited you to ${invite.organizationName} on SalesDash`,
    text:
      `${who} invited you to join ${invite.organizationName} on SalesDash.\n\n` +
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
      `Someone asked to reset the password of your ${reset.organizationName} account on SalesDash.\n\n` +
      `Choose a new password here (the link works once, for one hour):\n${reset.link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.' +
      signature,
  };
}

/** A notification the person chose to get by email, with where it leads. */
export function notificationMail(notification: {
  title: string;
  body: string;
  link: string | null;
  settingsLink: string;
}): MailText {
  const open = notification.link ? `\n\nOpen it in SalesDash:\n${notification.link}` : '';
  return {
    subject: notification.title,
    text:
      `${notification.body}${open}\n\n` +
      `You get this mail because you chose email for these notifications. Change it here:\n${notification.settingsLink}` +
      signature,
  };
}
