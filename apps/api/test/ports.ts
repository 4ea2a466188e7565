/**
 * Test kit: a TCP port free right now on 127.0.0.1, for a server whose public URL must name its
 * port before it listens (Node's `net.Server.listen(0)` picks one; the probe closes at once).
 */
import { createServer } from 'node:net';

/** Resolves to a port free on 127.0.0.1 at the time of the call. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
