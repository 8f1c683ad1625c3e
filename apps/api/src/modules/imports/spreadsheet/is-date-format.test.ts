import { describe, expect, it } from 'vitest';
import { isDateFormat } from './is-date-format.ts';

describe('whether a number format shows a date', () => {
  it.each([
    { id: 14, code: undefined, date: true, why: 'built-in m/d/yyyy' },
    { id: 22, code: undefined, date: true, why: 'built-in m/d/yy h:mm' },
    { id: 46, code: undefined, date: true, why: 'built-in [h]:mm:ss, a duration' },
    { id: 0, code: undefined, date: false, why: 'General' },
    { id: 4, code: undefined, date: false, why: 'built-in #,##0.00' },
    { id: 49, code: undefined, date: false, why: 'built-in text (@)' },
    { id: 164, code: 'yyyy-mm-dd', date: true, why: 'a custom day' },
    { id: 165, code: 'DD.MM.YYYY', date: true, why: 'upper case, as Excel also reads it' },
    { id: 166, code: '[$-409]h:mm AM/PM;@', date: true, why: 'a locale in brackets, then a time' },
    { id: 167, code: '#,##0.00 "days"', date: false, why: 'letters in quotes are text' },
    { id: 168, code: '0.00\\h', date: false, why: 'an escaped letter is text' },
    { id: 169, code: '_(* #,##0_);_(* (#,##0)', date: false, why: 'accounting padding' },
    { id: 170, code: '[Red]#,##0;[Blue]-#,##0', date: false, why: 'colours in brackets' },
    { id: 14, code: '0.00', date: false, why: 'a custom code replacing a built-in id' },
  ])('$code ($id): $date, $why', ({ id, code, date }) => {
    expect(isDateFormat(id, code)).toBe(date);
  });
});
