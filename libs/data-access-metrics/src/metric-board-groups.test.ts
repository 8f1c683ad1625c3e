import { exampleMetrics } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { metricBoardGroups } from './metric-board-groups.ts';

describe('metricBoardGroups', () => {
  it('lays the metrics out in their four groups of twenty cards, worded and formatted', () => {
    const groups = metricBoardGroups(exampleMetrics());
    expect(groups.map((group) => group.title)).toEqual([
      'Cash',
      'Appointments',
      'Close rates',
      'Outbound',
    ]);
    const cards = groups.flatMap((group) => group.cards);
    expect(cards).toHaveLength(20);
    expect(cards[0]).toMatchObject({
      label: 'Total cash collected',
      format: 'money',
      current: 24_650.5,
    });
    expect(cards.find((card) => card.label === 'Show rate')).toMatchObject({
      format: 'percent',
      current: 0.7,
    });
    expect(cards.find((card) => card.label === 'No-shows')?.lowerIsBetter).toBe(true);
  });

  it('explains every card: a ratio by the API’s formula, any other by its meaning', () => {
    const metrics = exampleMetrics();
    const cards = metricBoardGroups(metrics).flatMap((group) => group.cards);
    for (const card of cards) expect(card.explanation, `${card.label} has no (i)`).toBeTruthy();
    expect(cards.find((card) => card.label === 'Show rate')?.explanation).toBe(
      metrics.explain.showRate.formula,
    );
  });

  it('without metrics gives the same cards, labelled, without figures', () => {
    const cards = metricBoardGroups(undefined).flatMap((group) => group.cards);
    expect(cards).toHaveLength(20);
    expect(cards.every((card) => card.label !== '' && card.current === undefined)).toBe(true);
  });
});
