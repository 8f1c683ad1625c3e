import { buffer } from 'node:stream/consumers';
import type { Statement } from '@salesdash/api-contract';
import { formatDay, formatMoney, readableDates } from '@salesdash/util-format';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { statementFixture } from '../../../testing/statement-fixture.ts';
import { statementPdf } from './statement-pdf.ts';

const organization = { name: 'Sunny Side Energy', timezone: 'America/New_York' };

async function render(statement: Statement) {
  const bytes = await buffer(statementPdf(statement, organization));
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  // A wrapped line comes back with a line break where the space was: compare words, not layout.
  return { bytes, info, pages: pdf.numPages, text: text.replace(/\s+/g, ' ') };
}

describe('statementPdf', () => {
  it('holds the organization, period, person, status, every line and every total as the screen writes them', async () => {
    const { text, info } = await render(statementFixture);

    expect(text).toContain('Sunny Side Energy');
    expect(text).toContain('Commission statement — March 2026');
    expect(text).toContain('Zoë Martín (zoe@example.com)');
    // Closed at 03:30 UTC on April 1st: still March 31st in New York.
    expect(text).toContain('Closed on Mar 31, 2026');
    expect(text).not.toContain('still open');
    // One date style, the screen's: no ISO day is left in an explanation.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const line of statementFixture.lines) {
      expect(text).toContain(readableDates(line.explanation));
      expect(text).toContain(formatMoney(line.amount));
      expect(text).toContain(formatDay(line.date));
      if (line.customer_name) expect(text).toContain(line.customer_name);
    }
    expect(text).toContain('Late: dated in a month already closed');
    for (const [group, amount] of [
      ['Batteries', '$1,000.00'],
      ['Heat Pumps', '$462.34'],
      ['Solar Panels', '$225.50'],
      ['Not tied to a product', '-$245.65'],
    ] as const) {
      expect(text).toContain(`Subtotal, ${group} ${amount}`);
    }
    for (const [label, amount] of [
      ['Commission', '$1,875.50'],
      ['Clawbacks', '-$200.00'],
      ['Adjustments', '$74.75'],
      ['Carried in', '-$320.40'],
      ['Corrections', '$12.34'],
      ['Balance', '$1,442.19'],
      ['Payable', '$1,442.19'],
      ['Carried out', '$0.00'],
    ] as const) {
      expect(text).toContain(`${label} ${amount}`);
    }
    // Groups by product name, the lines without a product last.
    const order = ['Batteries', 'Heat Pumps', 'Solar Panels', 'Not tied to a product', 'Totals'];
    const at = order.map((title) => text.indexOf(`${title} `));
    expect(at).toEqual([...at].sort((a, b) => a - b));

    expect(info['Title']).toBe('Commission statement — Zoë Martín — March 2026');
    expect(info['Author']).toBe('Sunny Side Energy');
  });

  it('says an open month is "so far" and may still change', async () => {
    const { text } = await render({ ...statementFixture, status: 'open', closed_at: null });

    expect(text).toContain('So far — this month is open');
    expect(text).toContain('This month is still open: these are the figures so far');
  });

  it('lists the disputes of its lines, and which were open when the month closed', async () => {
    const dispute = {
      month: '2026-03',
      line_key: 'split:2',
      line_explanation: 'Closer 10 % of $4,500.00 collected on 2026-03-04',
      line_amount: 450,
      user_id: 4,
      display_name: 'Zoë Martín',
      created_at: '2026-03-20T12:00:00.000Z',
      resolved_by_name: null,
    };
    const { text } = await render({
      ...statementFixture,
      disputes: [
        {
          ...dispute,
          dispute_id: 7,
          comment: 'The rate is 12 %',
          status: 'accepted',
          resolution_reason: 'Rate corrected',
          adjustment_amount: 90,
          adjustment_id: 3,
          correction_month: '2026-04',
          resolved_at: '2026-03-22T12:00:00.000Z',
        },
        {
          ...dispute,
          dispute_id: 8,
          comment: 'Wrong customer',
          status: 'open',
          resolution_reason: null,
          adjustment_amount: null,
          adjustment_id: null,
          correction_month: '2026-04',
          resolved_at: null,
        },
      ],
      open_dispute_ids_at_close: [8],
    });

    expect(text).toContain('Disputes');
    expect(text).toContain(
      '“The rate is 12 %” — Accepted; adjustment of $90.00 paid as a dispute correction in 2026 Apr; Rate corrected',
    );
    expect(text).toContain('“Wrong customer” — Open; open when the month closed');
  });

  it('embeds its fonts and declares its language', async () => {
    const { bytes } = await render(statementFixture);
    const raw = bytes.toString('latin1');

    const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
    expect(descriptors.length).toBeGreaterThan(0);
    // Every font the document uses carries its own program: none falls back to a viewer's font.
    expect(raw.match(/\/FontFile[23]? /g)?.length).toBe(descriptors.length);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw).toMatch(/\/Lang \(en-US\)/);
  });

  it('reads the same from a document made after another: the parsed fonts are shared, their use is not', async () => {
    // The fonts are parsed once per process and handed to every document (a payroll zip makes
    // hundreds): each document must still embed the fonts it uses, whatever came before it.
    const other = { ...statementFixture, display_name: 'Ωmega Ünal', email: 'omega@example.com' };
    const first = await render(statementFixture);
    await render(other);
    const again = await render(statementFixture);

    expect(again.text).toBe(first.text);
    expect(again.pages).toBe(first.pages);
    expect(again.text).not.toContain('Ωmega');
    const raw = again.bytes.toString('latin1');
    const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
    expect(descriptors.length).toBe(2);
    expect(raw.match(/\/FontFile[23]? /g)?.length).toBe(descriptors.length);
  });

  it('flows a long statement onto more pages', async () => {
    const [, commission] = statementFixture.lines;
    if (!commission) throw new Error('the fixture has a commission line');
    const lines = Array.from({ length: 120 }, (_, i) => ({
      ...commission,
      key: `split:${1000 + i}`,
      amount: i + 0.01,
    }));
    const { text, pages } = await render({ ...statementFixture, lines });

    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(formatMoney(119.01));
    expect(text).toContain('Payable $1,442.19');
  });
});
