// A network link between a browser and one API instance that a test can cut and restore: a TCP relay on its
// own port. Cutting it resets every connection through it, so the browser and the server both see the open
// stream end, as when a laptop loses its network; new connections are refused until it is restored.
// Chromium's offline emulation (`context.setOffline`, CDP `Network.emulateNetworkConditions`) cannot stand in
// for this: it fails new requests only, and an open streamed response keeps flowing through it.
import net from 'node:net';

export interface CuttableLink {
  /** Where the browser reaches the instance through the link: another origin serving the same app. */
  origin: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableLinkTo(instanceOrigin: string): Promise<CuttableLink> {
  const target = new URL(instanceOrigin);
  const open = new Set<net.Socket>();
  let up = true;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const relay = net.createServer((browserSide) => {
    if (!up) return void browserSide.resetAndDestroy();
    const serverSide = net.connect(Number(target.port), target.hostname);
    track(browserSide);
    track(serverSide);
    // Either end closing or failing closes the other, as one TCP connection would.
    browserSide.on('error', () => serverSide.destroy());
    serverSide.on('error', () => browserSide.destroy());
    browserSide.pipe(serverSide).pipe(browserSide);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cut() {
      up = false;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      up = true;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}
