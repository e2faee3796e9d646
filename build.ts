/**
 * The site generator: compile, render, check, write. `tsx build.ts` builds dist/ once;
 * `tsx build.ts --watch` rebuilds on every save and serves the result with live reload.
 */
import './build/react-mode';
import { createCompiler } from './build/compile';
import { renderSite } from './build/render';
import { buildHeadAssets } from './build/head-assets';
import { crawlFiles } from './build/crawl-files';
import { checkLinks } from './build/check-links';
import { validateContent } from './build/validate';
import { writeSite } from './build/write';
import { formatReport, StepTimer } from './build/report';
import { formatBuildError } from './build/errors';
import { watchAndServe } from './build/watch';
import { copyrightYear } from './client/lib/copyright-year';
import { acquireBuildLock } from './build/lock';
import { findPlaceholders, formatPlaceholders } from './build/placeholders';

// Errors thrown while rendering point at pages/ and components/, not at compiled output.
process.setSourceMapsEnabled(true);

type BuildMode = 'production' | 'watch';
export type Compiler = Awaited<ReturnType<typeof createCompiler>>;

/** `changed`: in watch mode, the files saved since the last build. */
async function buildSite(compiler: Compiler, mode: BuildMode, changed?: ReadonlySet<string>) {
  // Taken before anything is written, caches included; another build waits its turn.
  const release = await acquireBuildLock({ onWait: (message) => console.log(message) });
  try {
    return await buildLocked(compiler, mode, changed);
  } finally {
    await release();
  }
}

async function buildLocked(compiler: Compiler, mode: BuildMode, changed?: ReadonlySet<string>) {
  const steps = new StepTimer();
  const compilation = await compiler.compile(changed);
  validateContent(compilation.collections);
  const headAssets = await buildHeadAssets(compilation.site);
  steps.done('compile');
  const site = await renderSite(compilation, {
    tolerateRouteErrors: mode === 'watch',
    builtYear: copyrightYear(new Date(), compilation.site.timeZone),
    head: headAssets.head,
    withSourceMaps: compiler.compileWithSourceMaps,
  });
  const files = new Map<string, string | Uint8Array>([
    ...compilation.files,
    ...headAssets.files,
    ...crawlFiles(compilation.site),
    ...site.files,
    ...site.pages,
  ]);
  checkLinks(files, {
    collections: compilation.collections,
    errorScreens: new Set(site.failedRoutes.map(({ route }) => route.output)),
  });
  steps.done('render');
  const { warnings } = await writeSite(files);
  steps.done('write');
  return { site, warnings, report: formatReport(site, steps.summary()) };
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
  try {
    const { report, warnings } = await buildSite(compiler, 'production');
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
  await watchAndServe({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    rebuild: (compiler, changed) => buildSite(compiler, 'watch', changed),
  });
} else {
  await buildOnce(process.argv.includes('--release'));
}
