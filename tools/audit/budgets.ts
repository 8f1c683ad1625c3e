/** Lighthouse's two presets: its default (a mid-range phone on slow 4G) and its desktop config. */
export type Preset = 'mobile' | 'desktop';

export const auditedCategories = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof auditedCategories)[number];

/** A page's scores out of 100; a category the run left out is missing. */
export type Scores = Partial<Record<CategoryId, number>>;

/** The audit's budgets: the lowest score each category may have, per preset. */
export const budgets: Record<Preset, Record<CategoryId, number>> = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 95 },
  desktop: { performance: 98, accessibility: 100, 'best-practices': 95 },
};

/**
 * The budgets `scores` miss, as `performance 87 < 90`; empty when every score it holds meets
 * its budget.
 */
export function missedBudgets(preset: Preset, scores: Scores): string[] {
  return auditedCategories.flatMap((category) => {
    const score = scores[category];
    const floor = budgets[preset][category];
    return score !== undefined && score < floor ? [`${category} ${score} < ${floor}`] : [];
  });
}
