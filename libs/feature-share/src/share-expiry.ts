/** Expiry choices of the share dialog: never, or a number of days from now. */
export const shareExpiryChoices = [
  { value: 'never', label: 'Never expires', days: null },
  { value: '7', label: 'In 7 days', days: 7 },
  { value: '30', label: 'In 30 days', days: 30 },
  { value: '90', label: 'In 90 days', days: 90 },
] as const;

export type ShareExpiryChoice = (typeof shareExpiryChoices)[number]['value'];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The `expires_at` of a new link for an expiry choice.
 * @param choice - one of {@link shareExpiryChoices}
 * @param now - when the link is created
 * @returns an ISO date-time, or undefined for a link that never expires
 */
export function expiresAtFor(choice: ShareExpiryChoice, now: Date): string | undefined {
  const days = shareExpiryChoices.find((option) => option.value === choice)?.days ?? null;
  return days === null ? undefined : new Date(now.getTime() + days * dayMs).toISOString();
}
