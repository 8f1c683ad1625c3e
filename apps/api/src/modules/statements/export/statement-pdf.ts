import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import {
  groupStatementLines,
  lateLineNote,
  statementTotalLabels,
  type Statement,
  type StatementDispute,
  type StatementLineGroup,
} from '@salesdash/api-contract';
import { formatDay, formatMoney, formatMonthLabel, readableDates } from '@salesdash/util-format';
import PDFDocument from 'pdfkit';
import { openNote, periodName, statusText } from './statement-texts.ts';

// Fonts resolved from the package, not copied into the repository: a fresh clone's `npm ci`
// brings them, and the bundled server keeps npm packages external (apps/api/build.mjs).
const require = createRequire(import.meta.url);
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What pdfkit takes of a parsed font: it accepts any object that lays out text. */
type ParsedFont = { layout: (...args: never[]) => unknown };

/**
 * The two fonts parsed once per process, by the fontkit pdfkit itself depends on (resolved from
 * pdfkit's location), and handed to every document. Given a file, pdfkit parses it again for
 * each document, tables and glyph metrics included: in a payroll zip of 479 statements that
 * was most of the time (docs/decisions/0070-statements-with-many-closed-months.md). Each
 * document still embeds its own subset of the glyphs it used.
 */
let parsedFonts: { regular: ParsedFont; bold: ParsedFont } | undefined;
function fonts() {
  if (!parsedFonts) {
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create: (buffer: Buffer) => ParsedFont;
    };
    parsedFonts = {
      regular: fontkit.create(readFileSync(regularFont)),
      bold: fontkit.create(readFileSync(boldFont)),
    };
  }
  return parsedFonts;
}
/** A parsed font where pdfkit's typings name only files and bytes (see {@link fonts}). */
const fontSource = (font: ParsedFont) => font as unknown as PDFKit.Mixins.PDFFontSource;

const margin = 48;
const gap = 8;
// US Letter (the currency is USD): 612 pt wide.
const pageWidth = 612;
const contentWidth = pageWidth - 2 * margin;
const columns = {
  date: { x: margin, width: 70 },
  customer: { x: margin + 70 + gap, width: 110 },
  explanation: { x: margin + 70 + 110 + 2 * gap, width: contentWidth - 70 - 110 - 80 - 3 * gap },
  amount: { x: pageWidth - margin - 80, width: 80 },
};
const grey = '#555555';

type Organization = {
  name: string;
  /** The organization's time zone, for the day a closed statement closed; UTC without it. */
  timezone?: string;
};

/**
 * A statement as a PDF, streamed: organization, period, person, status, the lines grouped by
 * product with subtotals, then the totals and the disputes of its lines. The fonts are embedded (subset) and the text is real
 * text, so a screen reader reads it and copy-paste works; money is written by util-format's
 * `formatMoney`, as the screen writes it.
 */
export function statementPdf(statement: Statement, organization: Organization): Readable {
  const period = periodName(statement.month);
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    // Passing a font here keeps pdfkit from loading Helvetica, a standard font it never embeds.
    // The typings name a file only; pdfkit opens a parsed font the same way.
    font: fontSource(regular) as unknown as string,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `Commission statement — ${statement.display_name} — ${period}`,
      Author: organization.name,
      Subject: `Commission statement for ${period}`,
    },
  });
  doc.registerFont('regular', fontSource(regular));
  doc.registerFont('bold', fontSource(bold));

  header(doc, statement, organization, period);
  for (const group of groupStatementLines(statement.lines)) groupBlock(doc, group);
  totals(doc, statement);
  disputes(doc, statement);
  doc.end();
  // pdfkit's document is a Node Readable; its typings describe only part of it.
  return doc as unknown as Readable;
}

type Doc = PDFKit.PDFDocument;

const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` more points would not fit on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function header(doc: Doc, statement: Statement, organization: Organization, period: string) {
  doc.font('bold').fontSize(16).text(organization.name);
  doc.font('regular').fontSize(12).text(`Commission statement — ${period}`);
  doc.moveDown(0.5);
  doc.fontSize(10).text(`${statement.display_name} (${statement.email})`);
  doc.text(statusText(statement, organization.timezone));
  if (statement.status === 'open') {
    doc.moveDown(0.3);
    doc.fillColor(grey).fontSize(9).text(openNote, { width: contentWidth });
    doc.fillColor('black');
  }
  doc.moveDown(1);
}

function cell(doc: Doc, text: string, column: { x: number; width: number }, y: number) {
  doc.text(text, column.x, y, { width: column.width });
  return doc.y;
}

function groupBlock(doc: Doc, { title, lines, subtotal }: StatementLineGroup) {
  ensureRoom(doc, 40);
  doc.font('bold').fontSize(11).text(title, margin, doc.y, { width: contentWidth });
  doc.moveDown(0.2);
  columnHeads(doc);
  doc.font('regular').fontSize(9);
  for (const { line } of lines) {
    // The screen's date style, as the Date column writes it; the CSV keeps ISO days.
    const said = readableDates(line.explanation);
    const explanation = line.late ? `${said}\n${lateLineNote}` : said;
    const height = Math.max(
      doc.heightOfString(explanation, { width: columns.explanation.width }),
      doc.heightOfString(line.customer_name ?? '', { width: columns.customer.width }),
    );
    ensureRoom(doc, height + 4);
    const y = doc.y;
    const bottoms = [
      cell(doc, formatDay(line.date), columns.date, y),
      cell(doc, line.customer_name ?? '', columns.customer, y),
      cell(doc, explanation, columns.explanation, y),
    ];
    doc.text(formatMoney(line.amount), columns.amount.x, y, {
      width: columns.amount.width,
      align: 'right',
    });
    doc.y = Math.max(...bottoms, doc.y) + 4;
  }
  ensureRoom(doc, 20);
  const y = doc.y;
  // A long product name wraps: the next group starts below whichever cell ends lower.
  const labelBottom = cell(doc.font('bold'), `Subtotal, ${title}`, columns.explanation, y);
  doc.text(formatMoney(subtotal), columns.amount.x, y, {
    width: columns.amount.width,
    align: 'right',
  });
  doc.y = Math.max(labelBottom, doc.y);
  doc.font('regular').moveDown(1);
}

function columnHeads(doc: Doc) {
  const y = doc.y;
  doc.font('regular').fontSize(8).fillColor(grey);
  cell(doc, 'Date', columns.date, y);
  cell(doc, 'Customer', columns.customer, y);
  cell(doc, 'Explanation', columns.explanation, y);
  doc.text('Amount', columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  doc.fillColor('black').moveDown(0.2);
}

function totals(doc: Doc, statement: Statement) {
  ensureRoom(doc, 20 + statementTotalLabels.length * 16);
  doc.font('bold').fontSize(11).text('Totals', margin, doc.y, { width: contentWidth });
  doc.moveDown(0.2);
  for (const [key, label] of statementTotalLabels) {
    const strong = key === 'payable';
    doc.font(strong ? 'bold' : 'regular').fontSize(10);
    const y = doc.y;
    doc.text(label, columns.explanation.x, y, { width: columns.explanation.width });
    doc.text(formatMoney(statement.totals[key]), columns.amount.x, y, {
      width: columns.amount.width,
      align: 'right',
    });
    doc.moveDown(0.2);
  }
  doc.font('regular');
}

const disputeWords: Record<StatementDispute['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/**
 * Each dispute of the statement's lines: the line, the comment, and how it ended. A closed
 * statement also says which were still open when it closed, so payroll knows what may follow.
 */
function disputes(doc: Doc, statement: Statement) {
  if (statement.disputes.length === 0) return;
  const openAtClose = new Set(statement.open_dispute_ids_at_close);
  doc.moveDown(1);
  ensureRoom(doc, 60);
  doc.font('bold').fontSize(11).text('Disputes', margin, doc.y, { width: contentWidth });
  doc.moveDown(0.2);
  for (const dispute of statement.disputes) {
    ensureRoom(doc, 48);
    doc.font('bold').fontSize(9);
    doc.text(`${dispute.line_explanation} · ${formatMoney(dispute.line_amount)}`, margin, doc.y, {
      width: contentWidth,
    });
    doc.font('regular');
    const status = [
      disputeWords[dispute.status],
      openAtClose.has(dispute.dispute_id) ? 'open when the month closed' : null,
      dispute.adjustment_amount === null
        ? null
        : `adjustment of ${formatMoney(dispute.adjustment_amount)}${
            dispute.correction_month === null
              ? ''
              : ` paid as a dispute correction in ${formatMonthLabel(dispute.correction_month)}`
          }`,
      dispute.resolution_reason || null,
    ].filter((part): part is string => part !== null);
    doc.text(`“${dispute.comment}” — ${status.join('; ')}`, { width: contentWidth });
    doc.moveDown(0.4);
  }
}
