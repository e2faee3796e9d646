import { createServer, type Socket } from 'node:net';

/**
 * A real network fault for the browser: a proxy that accepts connections and never answers. A
 * browser context given it as its proxy (`proxy: { server }`) waits forever on every site off
 * this machine; Chromium never sends loopback addresses (the site under test) through a proxy.
 */
export async function silentProxy() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Reads what the browser sends, answers nothing.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the silent proxy has no port');
  return {
    server: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
