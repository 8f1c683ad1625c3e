import { createServer } from 'node:net';

/** A loopback port free a moment ago (the operations port cannot take 0: that turns it off). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port was bound');
  return address.port;
}
