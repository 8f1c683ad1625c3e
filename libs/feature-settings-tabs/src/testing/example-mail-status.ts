import type { MailStatus } from '@salesdash/api-contract';

/** Mail on, one mail waiting for a retry and one given up. */
export const exampleMailStatus: MailStatus = {
  enabled: true,
  from: 'SalesDash <no-reply@demo.test>',
  queued: 1,
  failed: 1,
  failures: [
    {
      mail_id: 7,
      kind: 'invite',
      recipient: 'new.closer@demo.test',
      subject: 'Alex Admin invited you to Demo Sales Co on SalesDash',
      attempts: 5,
      last_error: '550 Mailbox unavailable',
      created_at: '2026-11-20T09:00:00.000Z',
      failed_at: '2026-11-20T09:31:00.000Z',
    },
  ],
};

/** The server has no SMTP settings. */
export const exampleMailOff: MailStatus = {
  enabled: false,
  from: null,
  queued: 0,
  failed: 0,
  failures: [],
};
