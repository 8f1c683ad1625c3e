import lighthouse, { desktopConfig } from 'lighthouse';
import { auditedCategories, type CategoryId, type Preset, type Scores } from './budgets.ts';

/** The timings docs/benchmarks.md shows beside a page's performance score. */
export type AuditTimings = {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
};

export type AuditRun = {
  scores: Scores;
  /** Missing when the run left performance out. */
  timings?: AuditTimings;
  /** Lighthouse's HTML report of the run. */
  html: string;
  lighthouseVersion: string;
  /** The browser's own user agent string (its Chromium version). */
  hostUserAgent: string;
  /** The audits of the measured categories that did not pass, for the console. */
  failedAudits: string[];
};

/**
 * One Lighthouse run of `url` in the browser on `port`, with the preset's settings, scoring
 * `categories` (out of 100). The storage is left as the caller prepared it.
 * @throws Error when Lighthouse could not load or measure the page
 */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  categories: readonly CategoryId[] = auditedCategories,
): Promise<AuditRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'html',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: [...categories],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  // A session that did not take would measure the sign-in page under the dashboard's name.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const scores: Scores = {};
  const failedAudits: string[] = [];
  for (const category of categories) {
    const measured = lhr.categories[category];
    if (!measured) continue;
    scores[category] = Math.round((measured.score ?? 0) * 100);
    for (const { id } of measured.auditRefs) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 0.9 && category !== 'performance') {
        failedAudits.push(`${category}: ${audit.title}`);
      }
    }
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    ...(categories.includes('performance')
      ? {
          timings: {
            firstContentfulPaintMs: value('first-contentful-paint'),
            largestContentfulPaintMs: value('largest-contentful-paint'),
            totalBlockingTimeMs: value('total-blocking-time'),
            cumulativeLayoutShift: value('cumulative-layout-shift'),
          },
        }
      : {}),
    html: typeof result.report === 'string' ? result.report : result.report.join('\n'),
    lighthouseVersion: lhr.lighthouseVersion,
    hostUserAgent: lhr.environment.hostUserAgent,
    failedAudits,
  };
}
