import { describe, expect, it } from 'vitest';
import { FairQueue, type FairQueueOptions, type FairTicket } from './fair-queue.ts';

/*
 * Each scenario is a script of steps: `A` queues a request of caller A (named A1, A2, … in
 * order), `A1 done` frees its shared slot (its answer is written), `A1 end` gives everything
 * back (the connection closed). After the script: which requests started, in order, and which
 * were refused.
 */
type Scenario = {
  name: string;
  options: FairQueueOptions;
  steps: string[];
  started: string[];
  refused?: string[];
};

const one: FairQueueOptions = { concurrency: 1, perCaller: 4, queueLength: 2 };

const scenarios: Scenario[] = [
  {
    name: 'a second caller is served before the first caller’s next request',
    options: one,
    steps: ['A', 'A', 'A', 'B', 'A1 end', 'B1 end', 'A2 end'],
    started: ['A1', 'B1', 'A2', 'A3'],
  },
  {
    name: 'callers take turns, one request each',
    options: one,
    steps: ['A', 'A', 'A', 'B', 'B', 'C', 'A1 end', 'B1 end', 'C1 end', 'A2 end', 'B2 end'],
    started: ['A1', 'B1', 'C1', 'A2', 'B2', 'A3'],
  },
  {
    name: 'a burst past its own slots and queue is refused, and only that caller',
    options: one,
    steps: ['A', 'A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'B', 'B'],
    started: ['A1'],
    refused: ['A7'],
  },
  {
    name: 'a first screen of 4 is never refused while another caller is at its limit',
    options: { concurrency: 2, perCaller: 4, queueLength: 8 },
    steps: [...Array<string>(12).fill('A'), 'A', 'B', 'B', 'B', 'B'],
    started: ['A1', 'A2'],
    refused: ['A13'],
  },
  {
    name: 'a request whose answer is written frees the shared slot but keeps its caller’s',
    options: { concurrency: 2, perCaller: 1, queueLength: 4 },
    steps: ['A', 'A', 'A1 done', 'B', 'A1 end'],
    started: ['A1', 'B1', 'A2'],
  },
  {
    name: 'a request that leaves while waiting gives its place to the next',
    options: one,
    steps: ['A', 'B', 'C', 'B1 end', 'A1 end'],
    started: ['A1', 'C1'],
  },
  {
    name: 'slots and queue places come back once requests end',
    options: { concurrency: 1, perCaller: 1, queueLength: 0 },
    steps: ['A', 'A', 'A1 end', 'A'],
    started: ['A1', 'A3'],
    refused: ['A2'],
  },
];

describe('FairQueue', () => {
  it.each(scenarios)('$name', async ({ options, steps, started, refused = [] }) => {
    const queue = new FairQueue(options);
    const tickets = new Map<string, FairTicket>();
    const counts = new Map<string, number>();
    const order: string[] = [];
    const refusals: string[] = [];
    for (const step of steps) {
      const [name = '', action] = step.split(' ');
      if (action === undefined) {
        const count = (counts.get(name) ?? 0) + 1;
        counts.set(name, count);
        const id = `${name}${count}`;
        const ticket = queue.enter(name);
        if (!ticket) {
          refusals.push(id);
          continue;
        }
        tickets.set(id, ticket);
        ticket.turn.then(
          () => order.push(id),
          () => undefined,
        );
      } else {
        const ticket = tickets.get(name);
        if (action === 'done') ticket?.finish();
        else ticket?.leave();
      }
      // Lets each started request's continuation run, as the server's hooks would.
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(order).toEqual(started);
    expect(refusals).toEqual(refused);
  });

  it('rejects the turn of a request that left before it', async () => {
    const queue = new FairQueue(one);
    queue.enter('A');
    const waiting = queue.enter('A');
    waiting?.leave();
    await expect(waiting?.turn).rejects.toThrow('left the queue');
  });
});
