import net from 'node:net';

/**
 * A loopback TCP proxy to a database the test cannot stop (the shared PostgreSQL): cutting it makes the
 * database look gone to the server behind it, restoring it makes it come back.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection; new ones are accepted and reset at once, like a stopped server. */
  cut(): void;
  /** Drops every open connection; new ones are accepted and never answered, like a lost network path. */
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'up' | 'cut' | 'stall' = 'up';
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'stall') {
      open.add(client);
      client.on('close', () => open.delete(client));
      client.on('error', () => client.destroy());
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset on one side ends the other; the error itself is the point of the test, not a failure.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = 'cut';
      for (const socket of open) socket.resetAndDestroy();
    },
    stall() {
      mode = 'stall';
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      mode = 'up';
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
