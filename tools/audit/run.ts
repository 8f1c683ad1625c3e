// `npm run audit`: Lighthouse on the main screens (docs/decisions/0043-lighthouse-audit.md).
// Builds the SPA and the API, starts the built server on a fresh data dir (the demo seed), creates
// an employee and a leaderboard share link as the demo's manager, then runs Lighthouse in Debian's
// Chromium on every page of audit-pages.ts with the mobile and the desktop presets, three times
// each, signed in as the page's person where it needs a session. Each page's median scores are held
// to the budgets of budgets.ts (exit 1 when one is missed), its median run's HTML report goes to
// dist/audit/, and the table goes to docs/benchmarks.md (`--no-write` only prints it).
// `--ci` is CI's gate (`npm test`, after its build step): one mobile run of /login, / and /team,
// accessibility and best practices only; speed is the audit's, not CI's.
// `--pages login,team`, `--preset mobile` and `--runs 1` narrow a run while fixing a page (and
// write nothing); `--skip-build` measures the build already in dist/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../bench/free-port.ts';
import { msUntilHealthy, signIn, startServer, stopServer } from '../bench/server.ts';
import { gatherAuditFacts } from './audit-facts.ts';
import { launchAuditBrowser, type AuditBrowser } from './audit-browser.ts';
import { auditPages, ciPageNames, type AuditFacts, type AuditPage } from './audit-pages.ts';
import { auditedCategories, missedBudgets, type CategoryId, type Preset } from './budgets.ts';
import { lighthouseSection, withLighthouseSection, type AuditRow } from './lighthouse-table.ts';
import { medianRun } from './median-run.ts';
import { runLighthouse, type AuditRun } from './run-lighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values: flags } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    /** Comma-separated page names of audit-pages.ts. */
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    /** `mobile` or `desktop` alone, while fixing a page. */
    preset: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});

const ci = flags.ci;
const runs = ci ? 1 : Number(flags.runs);
const presets: Preset[] =
  ci || flags.preset === 'mobile'
    ? ['mobile']
    : flags.preset === 'desktop'
      ? ['desktop']
      : ['mobile', 'desktop'];
const categories: readonly CategoryId[] = ci
  ? ['accessibility', 'best-practices']
  : auditedCategories;
const pageNames = flags.pages?.split(',') ?? (ci ? ciPageNames : undefined);
const pages = pageNames
  ? pageNames.map((name) => {
      const page = auditPages.find((candidate) => candidate.name === name);
      if (!page) throw new Error(`no audited page is named ${name}`);
      return page;
    })
  : auditPages;
const reportDir = path.join(root, ci ? 'dist/audit/ci' : 'dist/audit');
const load = () => loadavg()[0] ?? 0;

/** Builds the SPA and the API into dist/ (CI's build step has just done it). */
function build(): void {
  if (ci || flags['skip-build']) return;
  const run = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'web', 'api', '--outputStyle=static'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/**
 * A run, again up to twice when it throws: Lighthouse now and then fails to record a page's
 * trace (NO_NAVSTART, "Please run Lighthouse again"). A page that cannot be measured (a session
 * that did not take) fails all three and stops the audit.
 */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  run failed (${String(error)}); again`);
    }
  }
}

/** A page's runs with one preset, each on a first visit (empty cache) with a fresh session. */
async function auditPage(
  browser: AuditBrowser,
  base: string,
  facts: AuditFacts,
  page: AuditPage,
  preset: Preset,
): Promise<AuditRun[]> {
  // One sign-in for the page's runs: its access token lasts 15 minutes, the runs about one.
  const session = page.signedInAs ? await signIn(base, page.signedInAs) : undefined;
  const results: AuditRun[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await withRetries(async () => {
      await browser.prepare(base, session);
      return runLighthouse(`${base}${page.path(facts)}`, browser.port, preset, categories);
    });
    const { performance, accessibility } = result.scores;
    console.info(
      `  ${page.label} ${preset} run ${run + 1}: performance ${performance ?? '—'}, ` +
        `accessibility ${accessibility ?? '—'}, best practices ${result.scores['best-practices']}` +
        ` (load ${load().toFixed(2)})`,
    );
    results.push(result);
  }
  return results;
}

function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB`;
}

build();
const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-audit-data-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startServer(port, { dataDir });
let browser: AuditBrowser | undefined;
let failed = false;
try {
  await msUntilHealthy(base);
  const facts = await gatherAuditFacts(base);
  browser = await launchAuditBrowser();
  mkdirSync(reportDir, { recursive: true });
  const rows: AuditRow[] = [];
  let lastRun: AuditRun | undefined;
  for (const page of pages) {
    for (const preset of presets) {
      const before = load();
      const results = await auditPage(browser, base, facts, page, preset);
      const { run, scores } = medianRun(results);
      lastRun = run;
      writeFileSync(path.join(reportDir, `${page.name}-${preset}.html`), run.html);
      const missed = missedBudgets(preset, scores);
      for (const audit of new Set(results.flatMap((result) => result.failedAudits))) {
        console.info(`    not passed: ${audit}`);
      }
      if (missed.length > 0) {
        failed = true;
        console.error(`✗ ${page.label} ${preset}: ${missed.join(', ')}`);
      }
      rows.push({
        label: page.label,
        preset,
        scores,
        ...(run.timings ? { timings: run.timings } : {}),
        load: [before, load()],
      });
    }
  }
  if (!lastRun) throw new Error('no page was audited');
  const section = lighthouseSection(
    {
      date: new Date().toISOString().slice(0, 10),
      lighthouseVersion: lastRun.lighthouseVersion,
      chromium: /Chrome\/(\S+)/.exec(lastRun.hostUserAgent)?.[1] ?? lastRun.hostUserAgent,
      machine: machine(),
      runs,
    },
    rows,
  );
  console.info(`\n${section}\n\nHTML reports: ${path.relative(root, reportDir)}/`);
  if (!ci && !flags['no-write'] && !flags.pages && !flags.preset) {
    const file = path.join(root, 'docs/benchmarks.md');
    writeFileSync(file, withLighthouseSection(readFileSync(file, 'utf8'), section));
    console.info('docs/benchmarks.md updated');
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(failed ? '✗ a Lighthouse budget was missed' : '✓ every Lighthouse budget met');
process.exit(failed ? 1 : 0);
