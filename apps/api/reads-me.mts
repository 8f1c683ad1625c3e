import { startBuiltServer, stopBuiltServer } from './src/bench/built-server.ts';
const port = 3931; const base = `http://127.0.0.1:${port}`;
const server = await startBuiltServer({ port, opsPort: port + 1, dataDir: '/tmp/reads-demo', nodeArgs: ['--cpu-prof', '--cpu-prof-dir', '/tmp/reads-prof-me'] });
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'closer@demo.test', password: 'demo1234' }) });
const token = ((await login.json()) as any).data.access_token;
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
const samples: number[] = []; const start = performance.now(); const sent: Promise<void>[] = [];
for (let i = 0; i < 2000; i++) {
  const wait = start + i * 10 - performance.now(); if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  sent.push((async () => { const t = performance.now(); const r = await fetch(`${base}/api/auth/me`, { headers }); await r.arrayBuffer(); samples.push(performance.now() - t); })());
}
await Promise.all(sent); samples.sort((a, b) => a - b);
console.log('p50', samples[1000].toFixed(1), 'p97.5', samples[1950].toFixed(1), 'max', samples[1999].toFixed(1));
await stopBuiltServer(server);
