import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cut every connection once this many bytes have flowed from the target since arming; null disarms. */
  cutAfter(bytes: number | null): void;
  /** Hold every target → client chunk this long (a slow link). */
  delay(ms: number): void;
  cuts(): number;
  close(): Promise<void>;
}

/** A loopback TCP forwarder that can drop its streams in the middle of the output. */
export function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let cutAt: number | null = null;
  let delayMs = 0;
  let cutCount = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    let seen = 0;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (d) => upstream.write(d));
    upstream.on('data', (d: Buffer) => {
      seen += d.length;
      if (cutAt !== null && seen >= cutAt) {
        cutCount++;
        return drop();
      }
      if (delayMs > 0) {
        upstream.pause();
        setTimeout(() => {
          client.write(d);
          upstream.resume();
        }, delayMs);
      } else client.write(d);
    });
    for (const s of [client, upstream]) {
      s.on('error', drop);
      s.on('close', () => {
        open.delete(s);
        drop();
      });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({
        port: typeof addr === 'object' && addr ? addr.port : 0,
        cutAfter: (bytes) => {
          cutAt = bytes;
        },
        delay: (ms) => {
          delayMs = ms;
        },
        cuts: () => cutCount,
        close: () =>
          new Promise<void>((done) => {
            for (const s of open) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
