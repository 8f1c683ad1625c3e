import * as z from 'zod/mini';

/** A period as `YYYY-MM`, in the years a date may have (1900–2999: year 0 is no date). */
export const statementMonthSchema = z.string().check(
  z.regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, {
    message: 'must be a month as YYYY-MM from 1900-01 to 2999-12',
  }),
);
