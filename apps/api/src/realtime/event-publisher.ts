import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from './realtime-event.ts';

/**
 * Where published events go: the socket server, a test's recorder. `endedSessions` are the
 * people whose open sockets must close (their access or their sessions just ended).
 */
export type EventSink = (
  events: readonly RealtimeEvent[],
  endedSessions: readonly number[],
) => void;

export type EventPublisher = {
  /** Hands committed changes' events and ended sessions to every sink; never throws. */
  publish(events: readonly RealtimeEvent[], endedSessions?: readonly number[]): void;
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
    publish(events, endedSessions = []) {
      if (events.length === 0 && endedSessions.length === 0) return;
      for (const sink of sinks) {
        try {
          sink(events, endedSessions);
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
