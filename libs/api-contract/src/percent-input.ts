import * as z from 'zod/mini';

const percentMessage = 'must be a percent from 0 to 100 with at most 2 decimals';

/** A commission percent in a JSON body (10 = 10 % of cash collected), as `numeric(5, 2)` stores it. */
export const percentSchema = z
  .number({ message: percentMessage })
  .check(
    z.gte(0, { message: percentMessage }),
    z.lte(100, { message: percentMessage }),
    z.multipleOf(0.01, { message: percentMessage }),
  );
