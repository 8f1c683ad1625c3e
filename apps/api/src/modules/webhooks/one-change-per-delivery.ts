import type { RealtimeEvent } from '../../realtime/realtime-event.ts';
import type { Work } from '../../realtime/unit-of-work.ts';

/**
 * A view of `work` whose events are collapsed to one per group and name (the last wins): a
 * delivery that creates and approves a deal announces one `transaction:changed`, not two, so a
 * burst of deliveries refreshes dashboards once each. Call `publish()` before the work ends.
 */
export function oneChangePerDelivery(work: Work): { work: Work; publish(): void } {
  const events = new Map<string, RealtimeEvent>();
  return {
    work: {
      ...work,
      emit: (event) => {
        const key = `${event.group} ${event.name}`;
        events.delete(key);
        events.set(key, event);
      },
    },
    publish: () => {
      for (const event of events.values()) work.emit(event);
    },
  };
}
