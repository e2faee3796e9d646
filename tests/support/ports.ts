// E2E_PORT_BASE lets two checkouts run their suites side by side on one machine.
export const e2ePort = Number(process.env.E2E_PORT_BASE ?? 4173);
/** Further ports for servers the tests start themselves: nginx, watchers. */
export const testPort = (offset: number) => e2ePort + offset;
