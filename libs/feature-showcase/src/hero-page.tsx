import { Card, MetricCard } from '@salesdash/ui-kit';
import { formatCount, formatMoney } from '@salesdash/util-format';
import type { ReactNode } from 'react';
import { previewLeaders, previewMetrics } from './preview-figures.ts';

export type HeroPageProps = {
  /**
   * The way in, from the shell: the link to the sign-in page, or for a visitor already signed
   * in, to their dashboard (never "Sign in" to someone who is).
   */
  wayIn: ReactNode;
};

const promises = [
  {
    title: 'For reps',
    text: 'Cash collected, commission waiting for approval, calls and outbound activity, each against the period before.',
  },
  {
    title: 'For managers',
    text: 'The team by product and by member, close rates and show rates, with a workbook to download.',
  },
  {
    title: 'For everyone',
    text: 'A live leaderboard with a TV mode for the sales floor, and dashboards shared by link.',
  },
] as const;

/**
 * The public product page (`/hero`): what the product does, previews of its dashboard and
 * leaderboard built from the same components with fixed example figures (said so on the page,
 * never called live: nobody's real figures are shown to the public), and the way in.
 */
export function HeroPage({ wayIn }: HeroPageProps) {
  return (
    <div className="flex w-full max-w-4xl flex-col gap-10">
      <section className="flex flex-col items-center gap-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">SalesDash</p>
        <h1 className="text-3xl font-semibold text-fg">
          Every sale, every commission, one dashboard.
        </h1>
        <p className="max-w-2xl text-fg-muted">
          Sales performance and commission tracking for high-ticket teams: setters, closers,
          managers and admins see the same numbers as they happen.
        </p>
        {wayIn}
      </section>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="What it does">
        {promises.map((promise) => (
          <li key={promise.title}>
            <Card title={promise.title} className="h-full">
              <p className="text-sm text-fg-muted">{promise.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="preview-dashboard" className="flex flex-col gap-3">
        <h2 id="preview-dashboard" className="text-lg font-semibold text-fg">
          A rep’s month, at a glance
        </h2>
        <p className="text-sm text-fg-muted">A preview with example figures.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {previewMetrics.map((metric) => (
            <MetricCard key={metric.label} {...metric} />
          ))}
        </div>
      </section>
      <section aria-labelledby="preview-leaderboard" className="flex flex-col gap-3">
        <h2 id="preview-leaderboard" className="text-lg font-semibold text-fg">
          Who leads this month
        </h2>
        <p className="text-sm text-fg-muted">A preview with example names and figures.</p>
        <Card title="Cash collected">
          <ol className="divide-y divide-border">
            {previewLeaders.map((leader, index) => (
              <li key={leader.name} className="flex items-center gap-4 py-2 text-sm">
                <span className="w-6 font-semibold tabular-nums text-fg-muted">{index + 1}</span>
                <span className="flex-1 font-medium text-fg">{leader.name}</span>
                <span className="tabular-nums text-fg-muted">
                  {formatCount(leader.deals)} deals
                </span>
                <span className="w-28 text-right font-semibold tabular-nums text-fg">
                  {formatMoney(leader.cash)}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </section>
    </div>
  );
}
