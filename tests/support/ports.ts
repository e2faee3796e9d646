// E2E_PORT_BASE lets two checkouts run their suites side by side on one machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
// Ports Chromium refuses to load (net::ERR_UNSAFE_PORT), among those a base is likely to be: 6000 is X11's.
const refusedByChromium = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);
/** The built site, served for the end-to-end tests: the base, or the next port free of other uses when Chromium refuses it. */
export const e2ePort = refusedByChromium.has(base) ? base + 2 : base;
/** Further ports for servers the tests start themselves: nginx, watchers. */
export const testPort = (offset: number) => base + offset;
