/** Excel's built-in number formats that show a date or a time: 14–22 and 45–47. */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** What a format shows as it is, not as a token: "quoted", [bracketed], \x, and _x / *x padding. */
const literals = /"[^"]*"|\[[^\]]*\]|\\.|[_*]./g;

/**
 * Whether a cell with this number format shows a date or a time, so its number is a serial
 * day: a built-in date format, or a custom code with a year, month, day, hour, minute,
 * second or Buddhist-year token outside its literals (as ExcelJS decides, with case aside and
 * escaped letters left out, which Excel also reads that way: `DD.MM.YYYY` is a date, `0\h`
 * is not).
 */
export function isDateFormat(numberFormatId: number, customCode: string | undefined): boolean {
  if (customCode === undefined) return builtInDateFormats.has(numberFormatId);
  return /[ymdhsb]/i.test(customCode.replace(literals, ''));
}
