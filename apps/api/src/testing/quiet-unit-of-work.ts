import type { Database } from '../db/client.ts';
import { createEventPublisher } from '../realtime/event-publisher.ts';
import { createUnitOfWork, type UnitOfWork } from '../realtime/unit-of-work.ts';

/** A unit of work over `database` whose events go nowhere: for services tested without a server. */
export function quietUnitOfWork(database: Database): UnitOfWork {
  return createUnitOfWork(database, createEventPublisher({ error: () => undefined }));
}
