import { Open } from 'unzipper';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (e) => entities[e] ?? e);

/** An attribute of one XML tag's text. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescape(match[1]);
}

/**
 * A workbook's sheets in the order the workbook lists them, each with the number of its part
 * (`xl/worksheets/sheet<N>.xml`). Read from the zip's directory and two small parts, not the
 * sheets: ExcelJS's streaming reader names a sheet only when the workbook part precedes it in
 * the zip, which the zip's writer does not promise (ExcelJS's own writer varies it).
 */
export async function xlsxSheetNames(file: string): Promise<{ name: string; part: string }[]> {
  const { files } = await Open.file(file);
  const text = async (path: string) => {
    const entry = files.find((candidate) => candidate.path === path);
    return entry ? (await entry.buffer()).toString('utf8') : '';
  };
  const targets = new Map<string, string>();
  for (const tag of (await text('xl/_rels/workbook.xml.rels')).match(/<Relationship\b[^>]*>/g) ??
    []) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target);
  }
  const sheets: { name: string; part: string }[] = [];
  for (const tag of (await text('xl/workbook.xml')).match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []) {
    const name = attribute(tag, 'name');
    const target = targets.get(attribute(tag, 'r:id') ?? '') ?? '';
    const part = /sheet(\d+)\.xml$/.exec(target)?.[1];
    if (name !== undefined && part !== undefined) sheets.push({ name, part });
  }
  return sheets;
}
