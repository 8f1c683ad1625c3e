import { z } from 'zod';

/** A positive integer id from a path segment, e.g. `/users/:id`. */
export const idSchema = z.coerce
  .number({ message: 'must be a positive integer id' })
  .int({ message: 'must be a positive integer id' })
  .positive({ message: 'must be a positive integer id' });

/** Path params `{ id }` of routes like `/api/users/:id`. */
export const idParamsSchema = z.object({ id: idSchema });

export type IdParams = z.infer<typeof idParamsSchema>;
