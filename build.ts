/**
 * The site generator: compile, render, check, write. `tsx build.ts` builds dist/ once;
 * `tsx build.ts --watch` rebuilds on every save and serves the result with live reload.
 */
import './generator/react-mode';
import { createCompiler } from './generator/compile';
import { createRenderStep, type Compiler, type Render } from './generator/render-step';
import { distAsWritten, writeChangedFiles, writeSite } from './generator/write';
import { formatReport, StepTimer } from './generator/report';
import { formatBuildError } from './generator/errors';
import { acquireBuildLock } from './generator/lock';
import { findPlaceholders, formatPlaceholders } from './generator/placeholders';
import { alreadyWrittenBuild, type WatchBuild, type WrittenBuild } from './generator/watch-build';
import { SupersededBuild } from './generator/superseded-build';
import { alreadyWritten, compilationFingerprint } from './generator/compilation-fingerprint';

// Errors thrown while rendering point at pages/ and components/, not at compiled output.
process.setSourceMapsEnabled(true);

/** Without `watch`, the one-off build; with it, a watcher's rebuild, which may find nothing to write. */
async function buildSite(compiler: Compiler, render: Render): Promise<WrittenBuild>;
async function buildSite(compiler: Compiler, render: Render, watch: WatchBuild): Promise<WrittenBuild | typeof alreadyWrittenBuild>;
async function buildSite(compiler: Compiler, render: Render, watch?: WatchBuild) {
  // Taken before anything is written, caches included; another build waits its turn.
  const release = await acquireBuildLock({ onWait: (message) => console.log(message) });
  try {
    return await buildLocked(compiler, render, watch);
  } finally {
    await release();
  }
}

async function buildLocked(compiler: Compiler, render: Render, watch?: WatchBuild) {
  const steps = new StepTimer();
  const changed = watch?.changed;
  const compiled = await compiler.compile(changed, watch?.superseded);
  steps.done('compile');
  // A save that lands as the compile ends stops the build here: the next build renders the newer save.
  if (await watch?.superseded()) throw new SupersededBuild('compiled');
  const fingerprint = compilationFingerprint(compiled);
  // A late file event, or bytes saved back as they were, can ask again for what dist/ holds.
  if (watch && alreadyWritten(compiled, fingerprint, watch.lastWritten?.fingerprint, changed) && (await distAsWritten())) {
    return alreadyWrittenBuild;
  }
  const { files: assets, inputs: _inputs, ...compilation } = compiled;
  const mode = watch ? 'watch' : 'production';
  const rendered = await render(
    {
      compilation,
      mode,
      number: watch?.number ?? 1,
      lastWritten: watch?.lastWritten?.number,
      changed: changed && [...changed],
      assetFiles: [...assets.keys()],
    },
    compiler,
  );
  steps.done('render');
  // Production swaps the whole site in at once; a watcher rewrites only what an edit changed.
  const write = watch ? writeChangedFiles : writeSite;
  const { warnings } = await write(new Map([...assets, ...rendered.files, ...rendered.site.files, ...rendered.site.pages]));
  steps.done('write');
  return {
    site: rendered.site,
    styleOnly: rendered.styleOnly,
    warnings,
    report: formatReport(rendered.site, `${steps.summary()}; render: ${rendered.steps}`, new Set(rendered.rendered)),
    fingerprint,
  };
}

/** `--release` (what a deploy runs) refuses values still marked as placeholders, before writing anything. */
async function buildOnce(release: boolean) {
  // The scan reads data/ while esbuild starts, so it adds nothing to the build's time.
  const [placeholders, compiler] = await Promise.all([findPlaceholders(), createCompiler()]);
  if (release && placeholders.length > 0) {
    console.error(`${formatPlaceholders(placeholders, true)}\nBuild failed; dist/ was left as it was.`);
    process.exitCode = 1;
    await compiler.dispose();
    return;
  }
  const renderHere = createRenderStep();
  try {
    const { report, warnings } = await buildSite(compiler, (job) => renderHere(job, compiler.compileWithSourceMaps));
    console.log(report);
    for (const warning of warnings) console.warn(`\n${warning}`);
    if (placeholders.length > 0) console.warn(formatPlaceholders(placeholders, false));
  } catch (error) {
    console.error(`Build failed; dist/ was left as it was.\n${await formatBuildError(error, process.stderr.isTTY)}`);
    process.exitCode = 1;
  } finally {
    await compiler.dispose();
  }
}

if (process.argv.includes('--watch')) {
  // chokidar and the dev server load only here: a one-off build never needs them.
  const { watchAndServe } = await import('./generator/watch');
  await watchAndServe({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    rebuild: (compiler, render, build) => buildSite(compiler, render, build),
  });
} else {
  await buildOnce(process.argv.includes('--release'));
}
