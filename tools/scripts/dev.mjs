// `npm run dev`: the API with tsx watch on :3000 and the Vite dev server on :4200 (which proxies
// /api, /socket.io, /config.json and /health to the API).
import { run } from './run.mjs';

const results = await Promise.all([
  run('npx', ['nx', 'run', 'api:serve', '--outputStyle=stream']),
  run('npx', ['nx', 'run', 'web:serve', '--outputStyle=stream']),
]);
process.exit(Math.max(...results));
