import * as z from 'zod/mini';

/**
 * The position a person held on a deal: its closer (`user_id`, credited with its deals and
 * cash) or its setter (`setter_id`, who booked the call). Both are paid on approval.
 */
export const dealPositions = ['closer', 'setter'] as const;
export type DealPosition = (typeof dealPositions)[number];

/**
 * Which of a person's deals their transaction list, recent sales and download hold: closed by
 * them, set by them, or `any` that pays them. `role` asks for the position of their sales role
 * (a role titled like "Setter" sets, every other closes), which the answer names.
 */
export const dealPositionFilters = ['closer', 'setter', 'any'] as const;
export type DealPositionFilter = (typeof dealPositionFilters)[number];

export const dealPositionQuerySchema = z.optional(
  z.enum([...dealPositionFilters, 'role'], {
    message: 'position must be one of closer, setter, any, role',
  }),
);
export type DealPositionQuery = z.infer<typeof dealPositionQuerySchema>;
