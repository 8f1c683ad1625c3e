import { describe, expect, it } from 'vitest';
import { inviteMail, notificationMail, passwordResetMail, type MailText } from './mail-texts.ts';

const link = 'https://sales.example.test/complete-registration?token=abc';
/** What a name stored before names were checked may hold: a line of its own, with a link. */
const injected =
  'Ann\r\n\r\nYour account is locked: https://evil.example.test\r\nBcc: eve@example.test';
const flattened = 'Ann Your account is locked: https://evil.example.test Bcc: eve@example.test';

/** A mail's lines, and whether its subject is one line (a header: a break would add another). */
const linesOf = (mail: MailText) => mail.text.split('\n');
const oneLineSubject = (mail: MailText) => !/[\r\n\u2028\u2029]/.test(mail.subject);

describe('names stored with line breaks add no lines to a mail', () => {
  const expiresAt = new Date('2026-12-03T10:00:00Z');
  const cases: { name: string; mail: MailText; lines: string[] }[] = [
    {
      name: 'an invitation: the inviter',
      mail: inviteMail({ organizationName: 'Acme', inviterName: injected, link, expiresAt }),
      lines: [
        `${flattened} invited you to join Acme on SalesDash.`,
        '',
        'Set your name and password here:',
        link,
        '',
        expect.stringMatching(/^The link works once and expires on /) as string,
        '',
        '— SalesDash',
      ],
    },
    {
      name: 'an invitation: the organization, and an inviter whose name is nothing but breaks',
      mail: inviteMail({
        organizationName: 'Acme\nSales\u202eevil',
        inviterName: '\r\n',
        link,
        expiresAt,
      }),
      lines: [
        'Your team invited you to join Acme Sales evil on SalesDash.',
        '',
        'Set your name and password here:',
        link,
        '',
        expect.stringMatching(/^The link works once/) as string,
        '',
        '— SalesDash',
      ],
    },
    {
      name: 'a password reset: the organization',
      mail: passwordResetMail({ organizationName: `Acme${injected}`, link }),
      lines: [
        `Someone asked to reset the password of your Acme${flattened} account on SalesDash.`,
        '',
        'Choose a new password here (the link works once, for one hour):',
        link,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
        '',
        '— SalesDash',
      ],
    },
    {
      name: 'a notification: a customer in its title and body',
      mail: notificationMail({
        title: `Sale to ${injected} approved`,
        body: `Your $500.00 sale to ${injected} on Nov 2 was approved.`,
        link,
        settingsLink: 'https://sales.example.test/settings',
      }),
      lines: [
        `Your $500.00 sale to ${flattened} on Nov 2 was approved.`,
        '',
        'Open it in SalesDash:',
        link,
        '',
        'You get this mail because you chose email for these notifications. Change it here:',
        'https://sales.example.test/settings',
        '',
        '— SalesDash',
      ],
    },
  ];

  it.each(cases)('$name', ({ mail, lines }) => {
    expect(linesOf(mail)).toEqual(lines);
    expect(oneLineSubject(mail)).toBe(true);
  });

  it('keeps a clean name as it is', () => {
    const mail = inviteMail({
      organizationName: 'Acme',
      inviterName: 'Zoë Ångström',
      link,
      expiresAt,
    });
    expect(mail.subject).toBe('Zoë Ångström invited you to Acme on SalesDash');
  });
});
