import * as z from 'zod/mini';

const versionMessage = 'must be the version the form was opened with (a positive integer)';

/**
 * The `version` of a record an edit was made on: the server refuses it with 409 when someone
 * saved since, so a stale form never silently overwrites their change.
 */
export const editVersionSchema = z
  .number({ message: versionMessage })
  .check(
    z.int({ message: versionMessage }),
    z.gte(1, { message: versionMessage }),
    z.lte(2_147_483_647, { message: versionMessage }),
  );
