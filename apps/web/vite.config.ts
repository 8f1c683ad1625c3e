import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildManifestPlugin } from './build-manifest-plugin.ts';
import { earlyBootPlugin } from './early-boot-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

// Dev and preview forward everything the API owns, so the SPA talks to one origin as in production.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
  '/config.json': { target: apiTarget, changeOrigin: true },
  '/health': { target: apiTarget, changeOrigin: true },
  '/openapi.json': { target: apiTarget, changeOrigin: true },
  '/docs': { target: apiTarget, changeOrigin: true },
};

/** Route chunks of screens opened now and then, named after their route files. */
const rarelyOpenedScreen =
  /[\\/](settings|audit|billing|products|roles|people|hero|landing|buttons|text-demo|statements|goals-quotas|recordings|_recording_id|admin)-[\w-]+\.js$/;

export default defineConfig({
  root,
  cacheDir: '../../node_modules/.vite/web',
  resolve: {
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: TanStack Store's import of the pre-18 shim would ship a
    // fallback that never runs (0.4 kB gzip of the first load).
    alias: {
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader rides in its page's chunk, not in the entry every page loads: the
      // data starts as soon as that chunk arrives, before the page renders.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    buildManifestPlugin(),
    earlyBootPlugin(),
    // brotli and gzip siblings of every text asset (index.html included), served by the API as
    // they are (@fastify/static preCompressed); a sibling no smaller than its file is skipped.
    // Source maps stay uncompressed: only developer tools fetch them.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
  ],
  server: { port: 4200, strictPort: true, host: 'localhost', proxy },
  preview: { port: 4300, strictPort: true, host: 'localhost', proxy },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      polyfill: false,
      // The form kit (TanStack Form) loads when a form's chunk imports it, rather than being
      // preloaded beside every lazy screen that may open a form: each preload list names its
      // files, and the lists of the first page's chunks count in its budget.
      // Nor do they name the entry and its own chunks (the framework, ui-base, the runtime, the
      // stylesheet): every page has loaded them before any lazy import, and each name in each
      // list cost the entry its bytes.
      // The screens an admin opens now and then (settings, administration, the style guide)
      // list nothing: their chunks fetch their imports as they run, one round trip more on
      // those screens for names every page's entry no longer carries.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter(
              (dep) =>
                !(rarelyOpenedScreen.test(file) && dep.endsWith('.js')) &&
                !/[\\/](use-app-form|framework|ui-base|rolldown-runtime|index)-[\w-]+\.js$/.test(
                  dep,
                ) &&
                !/[\\/]index-[\w-]+\.css$/.test(dep),
            )
          : deps,
    },
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not the mutation hooks, nor the infinite queries: only lazily loaded forms,
              // actions and the notification bell use them; nor TanStack Store's class and hook,
              // which only the forms (TanStack Form) use.
              test: /^(?!.*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|store[\\/]dist[\\/]store|react-store[\\/]dist[\\/]useStore)\.js$).*node_modules[\\/](react|react-dom|scheduler|zod|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|jotai|ky|use-sync-external-store|clsx)[\\/]/,
            },
            {
              // ui-kit's smallest primitives, the date and access checks and the stored-choice
              // atom (colour mode), which the first pages share: one chunk compresses better than
              // a dozen of a few hundred bytes each (icons stay per use).
              name: 'ui-base',
              test: /(libs[\\/]ui-kit[\\/]src[\\/](icons[\\/](create|info)-icon|components[\\/](focus-ring|skeleton|page-header|field-message|calendar-dates|select|segmented-control|use-roving-selection|button|spinner)\.)|libs[\\/]util-period[\\/]src[\\/]is-iso-date\.|libs[\\/]api-contract[\\/]src[\\/](iso-date|access-level-schema)\.|libs[\\/]util-storage[\\/]src[\\/]stored-choice-atom\.)/,
            },
            {
              // What the dashboards share: the metric names and formats, the metric cards, the
              // range bar, the range and table view kept in the URL, and the share button. The
              // leaderboard uses a part of it, which would otherwise cut it into three small
              // chunks the first page loads one by one. Only these modules: their dependencies
              // (the range's search rules) stay where the first page already has them.
              name: 'dashboard-base',
              includeDependenciesRecursively: false,
              test: /(libs[\\/]ui-kit[\\/]src[\\/](components[\\/](metric-(card|board|group|trend|value)|date-range-picker|info-tooltip|range-bar|range-text|use-in-view|load-when-visible|loadable)|icons[\\/](calendar|arrow-down|arrow-up|share)-icon)\.|libs[\\/]data-access-metrics[\\/]src[\\/](saved-date-range|use-previous-range|metrics-keys|metric-board-groups)\.|libs[\\/]data-access-sales[\\/]src[\\/](sales-keys|send-commission-summary-early)\.|apps[\\/]web[\\/]src[\\/](dashboard-range[\\/](use-dashboard-range|dashboard-range-of)|table-view[\\/]use-table-view)\.|libs[\\/]data-access-api[\\/]src[\\/](parallel-load-toast|load-error|scoped-query-key|early-request)\.|libs[\\/]util-format[\\/]src[\\/](format-(money|count|percent|duration|difference|day)|fixed-decimal|short-month-names)\.|libs[\\/]util-period[\\/]src[\\/]saved-range-validity-minutes\.|libs[\\/]api-contract[\\/]src[\\/](metric-labels|metrics)\.|libs[\\/]feature-share[\\/]src[\\/]share-button\.)/,
            },
            {
              // What the sign-in, reset and registration screens share: the card page, the error
              // wording, the new password fields and the password rules. The two reset panels load
              // lazily, and without this each shared module would be a chunk of its own, each
              // named in the entry's list of what the registration route needs.
              name: 'auth-card-page',
              includeDependenciesRecursively: false,
              test: /(libs[\\/]feature-auth[\\/]src[\\/](auth-card-page|auth-error-message|login-error-message|new-password-fields|new-password-problems)\.|libs[\\/]api-contract[\\/]src[\\/]password-rules\.)/,
            },
            {
              // How a form shows what the server refused, shared by the dashboards' editors and
              // the reset forms of /login: one chunk, one name in each preload list.
              name: 'form-problems',
              includeDependenciesRecursively: false,
              test: /(libs[\\/]ui-kit[\\/]src[\\/]form[\\/]form-problems|libs[\\/]data-access-api[\\/]src[\\/](field-problem|problem-of))\./,
            },
            {
              // What a dashboard's records need beyond its first screen, shared by a dashboard's
              // details and the team page: the lists' contract and range rule, the table's view
              // kept in the URL, the lazy table and chart placeholders, downloads. Each was a
              // chunk of its own, and over HTTP/1.1's six connections a phone fetched the
              // details' twenty files in four rounds before their first answer
              // (docs/decisions/0044-dashboard-details-first-paint.md). The tabs, the money and
              // percent inputs and the date-time format joined once the admin screens shared
              // them: alone, each was one more file of the details.
              name: 'records-kit',
              includeDependenciesRecursively: false,
              test: /(libs[\\/]api-contract[\\/]src[\\/](iso-date-schema|iso-date-time|sales-lists|transaction-status|deal-position|date-range-rule|table-query|money-input|percent-input)|libs[\\/]util-format[\\/]src[\\/]format-date-time|libs[\\/]data-access-api[\\/]src[\\/](search-params-of|download-file)|libs[\\/]data-access-metrics[\\/]src[\\/]remember-previous-range|libs[\\/]util-period[\\/]src[\\/](previous-range|days-in-range|utc-day)|libs[\\/]ui-kit[\\/]src[\\/]components[\\/](chart-mode|chart-placeholder|data-table-placeholder|lazy-data-table|table-view|save-file|tabs))\./,
            },
            {
              // The id and email rules and the person and product records: a member's or a
              // product's page reads its record with them, and the records kit and the editors
              // need the id rule. One file instead of four of a few hundred bytes each. The
              // edit rules (version, text, time zone, own profile, password) the settings tabs
              // share with the admin screens and the reset forms join them: each would be a
              // chunk of its own, its name in the entry's lists (the first page's budget).
              name: 'record-schemas',
              includeDependenciesRecursively: false,
              test: /libs[\\/]api-contract[\\/]src[\\/](id-param|email-schema|org-user|product|edit-version|text-input|name-input|organization|time-zone|profile|auth-requests)\./,
            },
            {
              // A person's picture: the avatar, its loader, and the user menu's picture, which
              // the top bar, the settings and the leaderboard share: one name, not three.
              name: 'avatar-kit',
              includeDependenciesRecursively: false,
              test: /(libs[\\/]ui-kit[\\/]src[\\/]components[\\/]avatar|libs[\\/]data-access-people[\\/]src[\\/]avatar-query-options|apps[\\/]web[\\/]src[\\/]routes[\\/]-components[\\/]menu-picture)\./,
            },
            {
              // The states and frames every screen past the first shows: empty and error states,
              // the dialog. The same reason as the records kit: one file, not three.
              name: 'ui-states',
              includeDependenciesRecursively: false,
              test: /libs[\\/]ui-kit[\\/]src[\\/](components[\\/](empty-state|error-state|dialog|background-lock)|icons[\\/](inbox|x)-icon)\./,
            },
            {
              // The card, the alert and the text field: /login's own, and most screens' past the
              // first (one file for the three).
              name: 'page-kit',
              includeDependenciesRecursively: false,
              test: /libs[\\/]ui-kit[\\/]src[\\/](components[\\/](card|alert|text-field)|icons[\\/](alert-triangle|check-circle|eye|eye-off)-icon)\./,
            },
            {
              // The first page's own modules: its route (component and loader), the personal
              // overview page and the dashboard's first screen. One chunk instead of four, each
              // of which cost its own import and export lists (the route's alone re-exported
              // this group's code, 122 bytes of gzip). The budget test counts `/` by this name.
              name: 'overview-first',
              includeDependenciesRecursively: false,
              test: /(apps[\\/]web[\\/]src[\\/]routes[\\/](-components[\\/]overview-page\.|index\.tsx\?tsr-split)|libs[\\/]feature-overview[\\/]src[\\/]overview-dashboard\.|libs[\\/]data-access-metrics[\\/]src[\\/](fetch-metrics|metrics-query-options)\.)/,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/](ui-kit|feature-[\w-]+)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      onwarn(warning, defaultHandler) {
        // sonner ships 'use client' for React Server Components; meaningless in this SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
