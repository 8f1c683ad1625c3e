import { describe, expect, it } from 'vitest';
import { csvCell, csvChunkChars, csvLine, csvMoney, csvStream } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Ada Lovelace', 'Ada Lovelace'],
    ['a comma', 'Lovelace, Ada', '"Lovelace, Ada"'],
    ['a quote', 'Ada "the first" L.', '"Ada ""the first"" L."'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return inside', 'a\rb', '"a\rb"'],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus', '+1 555', "'+1 555"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\tcmd', "'\tcmd"],
    ['a leading carriage return', '\rcmd', '"\'\rcmd"'],
    ['unicode', 'Zoë – 東京', 'Zoë – 東京'],
    ['empty text', '', ''],
    ['nothing', null, ''],
    ['a number', 1234.5, '1234.5'],
    ['a negative number', -20, '-20'],
    ['not a number', Number.NaN, ''],
  ] as const)('writes %s', (_, cell, text) => {
    expect(csvCell(cell)).toBe(text);
  });
});

describe('csvMoney', () => {
  it.each([
    [1234.5, '1234.50'],
    [-120, '-120.00'],
    [-0.05, '-0.05'],
    [0.1 + 0.2, '0.30'],
    [-0.001, '0.00'],
    [0, '0.00'],
  ])('writes %d as %s, unguarded', (dollars, text) => {
    expect(csvCell(csvMoney(dollars))).toBe(text);
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('csvStream', () => {
  it('starts with a BOM and the header, then a line per row', async () => {
    async function* rows() {
      yield ['x', 1] as const;
      yield ['y', 2] as const;
    }
    let text = '';
    for await (const chunk of csvStream(['Name', 'Count'], rows())) text += String(chunk);
    expect(text).toBe('\uFEFFName,Count\r\nx,1\r\ny,2\r\n');
  });

  it('sends the lines in chunks of about 64 kB, not one per row', async () => {
    const line = ['a customer name', 'customer@example.com', 1234.5] as const;
    const count = 5_000;
    async function* rows() {
      for (let index = 0; index < count; index += 1) yield line;
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream(['Name', 'Email', 'Cash'], rows()))
      chunks.push(String(chunk));
    const text = chunks.join('');
    expect(text).toBe(`\uFEFFName,Email,Cash\r\n${csvLine(line).repeat(count)}`);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(text.length / csvChunkChars));
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(csvChunkChars);
      expect(chunk.length).toBeLessThan(csvChunkChars + csvLine(line).length);
    }
  });
});
