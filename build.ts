/**
 * The site generator: compile, render, check, write. `tsx build.ts` builds dist/ once; `--watch`
 * rebuilds on every save and serves the result with live reload (generator/dev/watch.ts, the same steps).
 */
import './generator/react-mode';
import { compileSite } from './generator/pipeline/compile';
import { pageFrame, siteOutput } from './generator/pipeline/site-output';
import { assemblePages, renderPages } from './generator/pipeline/render';
import { writeSite } from './generator/publish/write';
import { formatReport, StepTimer } from './generator/pipeline/report';
import { formatBuildError } from './generator/errors';
import { acquireBuildLock } from './generator/publish/lock';
import { findPlaceholders, formatPlaceholders } from './generator/content/placeholders';

async function buildSite() {
  const steps = new StepTimer();
  const { modules, assets } = await compileSite();
  steps.done('compile');
  const frame = await pageFrame(modules);
  const rendered = await assemblePages(await renderPages(modules, { routes: modules.routes, tolerateRouteErrors: false, ...frame }));
  const files = await siteOutput(modules, rendered, frame, assets);
  steps.done('render');
  // The whole site is swapped in at once: a failed or killed build leaves dist/ as it was.
  const { warnings } = await writeSite(files);
  steps.done('write');
  return { report: await formatReport(rendered.pages, steps.summary()), warnings };
}

/** `--release` (what a deploy runs) refuses values still marked as placeholders, before writing anything. */
async function buildOnce(release: boolean) {
  const placeholders = await findPlaceholders();
  if (release && placeholders.length > 0) {
    console.error(`${formatPlaceholders(placeholders, true)}\nBuild failed; dist/ was left as it was.`);
    process.exitCode = 1;
    return;
  }
  // Taken before anything is written, caches included; another build waits its turn.
  const releaseLock = await acquireBuildLock({ onWait: (message) => console.log(message) });
  try {
    const { report, warnings } = await buildSite();
    console.log(report);
    for (const warning of warnings) console.warn(`\n${warning}`);
    if (placeholders.length > 0) console.warn(formatPlaceholders(placeholders, false));
  } catch (error) {
    console.error(`Build failed; dist/ was left as it was.\n${await formatBuildError(error, process.stderr.isTTY)}`);
    process.exitCode = 1;
  } finally {
    await releaseLock();
  }
}

if (process.argv.includes('--watch')) {
  // Vite, chokidar and the dev server load only here: a one-off build never needs them.
  const { isWatcherProcess, keepWatcherRunning } = await import('./generator/dev/restart');
  if (!isWatcherProcess()) await keepWatcherRunning();
  const { watchAndServe } = await import('./generator/dev/watch');
  await watchAndServe();
} else {
  // Errors thrown while rendering point at pages/ and components/, not at esbuild's bundle. (The
  // watcher's module runner maps its own frames, when an error asks, not every module as it loads.)
  process.setSourceMapsEnabled(true);
  await buildOnce(process.argv.includes('--release'));
}
