import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryPriority } from './query-priority.ts';

/** A query that records when it ran and ends when the test says. */
function query(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
    },
    end: () => end(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A background query issued while an interactive request is in flight. */
function heldQuery() {
  const priority = new QueryPriority();
  const log: string[] = [];
  const b1 = query(log, 'b1');
  const done = priority.interactiveStarted();
  const background = priority.inBackground(() => priority.run(b1.run));
  return { log, b1, done, background };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QueryPriority', () => {
  it('runs interactive queries at once and background ones one at a time', async () => {
    const priority = new QueryPriority();
    const log: string[] = [];
    const [b1, b2, i1] = [query(log, 'b1'), query(log, 'b2'), query(log, 'i1')];
    const background = priority.inBackground(() => [priority.run(b1.run), priority.run(b2.run)]);
    await turn();
    const interactive = priority.run(i1.run);
    await turn();
    expect(log).toEqual(['b1 start', 'i1 start']);
    i1.end();
    b1.end();
    await turn();
    await turn();
    expect(log.slice(-2)).toEqual(['b1 end', 'b2 start']);
    b2.end();
    await Promise.all([...background, interactive]);
  });

  it('holds background queries while an interactive request is in flight, at most a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { log, b1, done, background } = heldQuery();
    await turn();
    await turn();
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1_000);
    await turn();
    expect(log).toEqual(['b1 start']);
    b1.end();
    await background;
    done();
  });

  it('starts a held background query once the interactive request is done', async () => {
    const { log, b1, done, background } = heldQuery();
    await turn();
    expect(log).toEqual([]);
    done();
    done();
    await turn();
    await turn();
    expect(log).toEqual(['b1 start']);
    b1.end();
    await background;
  });

  it('runs work in the foreground even when called from the background', async () => {
    const priority = new QueryPriority();
    const log: string[] = [];
    const i1 = query(log, 'i1');
    priority.interactiveStarted();
    const run = priority.inBackground(() => priority.inForeground(() => priority.run(i1.run)));
    await turn();
    expect(log).toEqual(['i1 start']);
    i1.end();
    await run;
  });
});
