import type { Database, Db } from '../db/client.ts';
import type { EventPublisher } from './event-publisher.ts';
import type { RealtimeEvent } from './realtime-event.ts';

/** What a service's work gets: the database transaction and where to record its events. */
export type Work = {
  /** The open database transaction: every read and write of the change goes through it. */
  db: Db;
  /** Records an event to publish once the transaction commits (dropped if it rolls back). */
  emit(event: RealtimeEvent): void;
  /**
   * Records that a person's access or sessions end with this change (deactivated, demoted, a
   * new password): once the transaction commits, their open sockets close on every instance.
   */
  endSessions(userId: number): void;
  /**
   * Runs `callback` once the transaction committed (after the events are handed on), never
   * when it rolls back: e.g. to send the mail the change queued.
   */
  afterCommit(callback: () => void): void;
};

export type UnitOfWork = {
  /**
   * Runs `work` in one database transaction and publishes the events and ended sessions it
   * recorded after the commit: a change that throws or rolls back publishes nothing, and no
   * client hears of a change before another request could read it.
   */
  run<T>(work: (work: Work) => Promise<T>): Promise<T>;
};

/** The unit of work services use to change records and announce the change. */
export function createUnitOfWork(database: Database, publisher: EventPublisher): UnitOfWork {
  return {
    async run(work) {
      const events: RealtimeEvent[] = [];
      const endedSessions = new Set<number>();
      const committed: (() => void)[] = [];
      const result = await database.db.transaction((tx) =>
        work({
          db: tx,
          emit: (event) => events.push(event),
          endSessions: (userId) => endedSessions.add(userId),
          afterCommit: (callback) => committed.push(callback),
        }),
      );
      publisher.publish(events, [...endedSessions]);
      for (const callback of committed) callback();
      return result;
    },
  };
}
