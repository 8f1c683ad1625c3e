import type { Role, RoleRate } from '@salesdash/api-contract';

/** The role's next dated rate after `today`, if a change is still to come. */
export function upcomingRate(role: Role, today: string): RoleRate | undefined {
  // `rates` is newest first: the last one after today is the next to take effect.
  return role.rates.filter((rate) => rate.effective_from > today).at(-1);
}
