import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from './realtime-event.ts';

/** Where published events go: the socket server, a test's recorder. */
export type EventSink = (events: readonly RealtimeEvent[]) => void;

export type EventPublisher = {
  /** Hands committed changes' events to every sink; never throws. */
  publish(events: readonly RealtimeEvent[]): void;
  /** Adds a sink; resolves to a function that removes it. */
  subscribe(sink: EventSink): () => void;
};

/**
 * The one way events leave the API. Only the unit of work calls `publish`, after its database
 * transaction committed: a sink that fails is logged and never fails the request whose change
 * is already stored.
 */
export function createEventPublisher(log: Pick<FastifyBaseLogger, 'error'>): EventPublisher {
  const sinks = new Set<EventSink>();
  return {
    publish(events) {
      if (events.length === 0) return;
      for (const sink of sinks) {
        try {
          sink(events);
        } catch (error) {
          log.error({ err: error }, 'publishing realtime events failed');
        }
      }
    },
    subscribe(sink) {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
      };
    },
  };
}
