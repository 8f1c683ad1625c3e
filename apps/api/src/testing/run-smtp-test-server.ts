// The test SMTP server as a process of its own, for the browser journeys (apps/web-e2e), which
// cannot import the API's code: it prints `{"url": …}` once listening, then each message it
// accepts as one JSON line, and stops on SIGTERM.
// Run: npx tsx apps/api/src/testing/run-smtp-test-server.ts
import { startSmtpTestServer } from './smtp-test-server.ts';

const server = await startSmtpTestServer();
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
print({ url: server.url });
let printed = 0;
const timer = setInterval(() => {
  for (const mail of server.received.slice(printed)) print({ mail });
  printed = server.received.length;
}, 50);
process.once('SIGTERM', () => {
  clearInterval(timer);
  void server.close().then(() => process.exit(0));
});
