/**
 * Thrown while applying a delivery that names something the organization does not have (a
 * person, a product, a payment), or money the product cannot count (a partial refund, another
 * currency): the delivery is kept as `unmatched` with the reason, and can be replayed once the
 * mapping or the people are fixed.
 */
export class UnmatchedDelivery extends Error {
  override name = 'UnmatchedDelivery';
}

/** A delivery that changes nothing: its record is already as it says. */
export type DeliveryOutcome = {
  status: 'applied' | 'duplicate';
  reason: string | null;
  recordType: 'transaction' | 'appointment' | 'outbound' | null;
  recordId: number | null;
};
