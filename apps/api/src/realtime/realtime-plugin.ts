import fp from 'fastify-plugin';
import { createEventPublisher, type EventPublisher } from './event-publisher.ts';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Where committed changes' events are published (the socket server subscribes). */
    realtimeEvents: EventPublisher;
    /** Runs a change in one database transaction and publishes its events after the commit. */
    unitOfWork: UnitOfWork;
  }
}

/** Decorates `realtimeEvents` and `unitOfWork`; services take them when they are created. */
export const realtimePlugin = fp(
  async (app) => {
    const publisher = createEventPublisher(app.log);
    app.decorate('realtimeEvents', publisher);
    app.decorate('unitOfWork', createUnitOfWork(app.db, publisher));
  },
  { name: 'realtime', dependencies: ['db'] },
);
