import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { createEventPublisher } from './event-publisher.ts';
import { boardEvent, type RealtimeEvent } from './realtime-event.ts';
import { createUnitOfWork } from './unit-of-work.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const silent = { error: () => undefined };

const organizationNamed = async (name: string) =>
  (await database.query('SELECT 1 FROM organizations WHERE name = $1', [name])).length;

describe('unit of work', () => {
  it('publishes the recorded events once the transaction has committed', async () => {
    const publisher = createEventPublisher(silent);
    const unitOfWork = createUnitOfWork(database, publisher);
    const published: RealtimeEvent[][] = [];
    // What another connection sees when the events go out: the change must be there.
    const seenAtPublish: Promise<number>[] = [];
    publisher.subscribe((events) => {
      published.push([...events]);
      seenAtPublish.push(organizationNamed('Committed'));
    });
    const result = await unitOfWork.run(async (work) => {
      const [row] = await work.db
        .insert(organizations)
        .values({ name: 'Committed' })
        .returning({ id: organizations.organizationId });
      work.emit(boardEvent(row?.id ?? 0));
      expect(published).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(published).toHaveLength(1);
    expect(published[0]?.[0]?.name).toBe('leaderboard:changed');
    expect(await Promise.all(seenAtPublish)).toEqual([1]);
  });

  it('publishes nothing and keeps nothing when the work throws', async () => {
    const publisher = createEventPublisher(silent);
    const unitOfWork = createUnitOfWork(database, publisher);
    const published: RealtimeEvent[][] = [];
    publisher.subscribe((events) => published.push([...events]));
    await expect(
      unitOfWork.run(async (work) => {
        await work.db.insert(organizations).values({ name: 'RolledBack' });
        work.emit(boardEvent(1));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(published).toEqual([]);
    expect(await organizationNamed('RolledBack')).toBe(0);
  });

  it('publishes nothing for work that records no event, and survives a failing sink', async () => {
    const errors: unknown[] = [];
    const publisher = createEventPublisher({ error: (detail: unknown) => errors.push(detail) });
    const unitOfWork = createUnitOfWork(database, publisher);
    const published: RealtimeEvent[][] = [];
    publisher.subscribe(() => {
      throw new Error('sink down');
    });
    publisher.subscribe((events) => published.push([...events]));
    await unitOfWork.run(async () => undefined);
    expect(published).toEqual([]);
    await unitOfWork.run(async (work) => work.emit(boardEvent(1)));
    expect(published).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('ends sessions after the commit, once a person, and never for work that throws', async () => {
    const publisher = createEventPublisher(silent);
    const unitOfWork = createUnitOfWork(database, publisher);
    const ended: number[][] = [];
    publisher.subscribe((_events, endedSessions) => ended.push([...endedSessions]));
    await expect(
      unitOfWork.run(async (work) => {
        work.endSessions(7);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ended).toEqual([]);
    await unitOfWork.run(async (work) => {
      work.endSessions(7);
      work.endSessions(7);
      work.endSessions(8);
      expect(ended).toEqual([]);
    });
    expect(ended).toEqual([[7, 8]]);
  });
});
