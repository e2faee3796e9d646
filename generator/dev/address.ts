/** The dev server's port from PORT: a whole number a server can listen on, or the watcher stops naming the value. */
export function devPort(value: string | undefined) {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && Number.isInteger(port) && port >= 1 && port <= 65535) return port;
  console.error(
    `PORT=${JSON.stringify(value)} is not a port the dev server can use: give a whole number from 1 to 65535, as in PORT=3001 npm run dev.`,
  );
  process.exit(1);
}

/** Where the owner opens the site. */
export function devAddress(host: string, port: number) {
  if (host === '127.0.0.1' || host === 'localhost') {
    return `http://localhost:${port} (this computer only; HOST=0.0.0.0 npm run dev to open it from a phone)`;
  }
  return `http://${host}:${port}`;
}
