import { buffer } from 'node:stream/consumers';
import type { Statement } from '@salesdash/api-contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { statementFixture } from '../../../testing/statement-fixture.ts';
import { startPdfRenderers } from './statement-pdf-renderers.ts';
import { statementPdf } from './statement-pdf.ts';

const organization = { name: 'Sunny Side Energy', timezone: 'America/New_York' };

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('startPdfRenderers', () => {
  const renderers = startPdfRenderers(2);
  afterAll(() => renderers.close());

  it('renders on its threads what statementPdf renders on this one, each answer to its own job', async () => {
    const people = ['Ada Lovelace', 'Grace Hopper', 'Zoë Martín'].map((name, index): Statement => ({
      ...statementFixture,
      display_name: name,
      user_id: index + 1,
    }));
    const pdfs = await Promise.all(people.map((person) => renderers.render(person, organization)));

    for (const [index, person] of people.entries()) {
      const here = await buffer(statementPdf(person, organization));
      expect(await textOf(pdfs[index] as Buffer)).toBe(await textOf(here));
    }
  });

  it('rejects a statement it cannot render and renders the next one', async () => {
    const broken = { ...statementFixture, lines: null } as unknown as Statement;

    await expect(renderers.render(broken, organization)).rejects.toThrow(/statement PDF/);
    const next = await renderers.render(statementFixture, organization);
    expect(await textOf(next)).toContain('Sunny Side Energy');
  });
});
