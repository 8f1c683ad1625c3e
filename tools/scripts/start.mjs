// `npm start`: build the SPA and the API, then run the API, which serves the SPA, the API,
// /docs and /health on one URL with the embedded database and demo data.
import { nxEnv, run } from './run.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';

const build = await run('npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '-p',
  'web',
  'api',
  '--outputStyle=static',
  '--parallel=2',
]);
if (build !== 0) process.exit(build);

const server = await run(
  'node',
  ['--enable-source-maps', ...serverNodeArgs, 'dist/apps/api/main.js'],
  { env: { ...serverEnv, ...nxEnv }, forwardSignals: true },
);
process.exit(server);
