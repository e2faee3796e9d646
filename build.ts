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
import { validateContentOnce } from './build/validate-once';
import { writeSite } from './build/write';
import { formatReport, StepTimer } from './build/report';
import { formatBuildError } from './build/errors';

// Errors thrown while rendering point at pages/ and components/, not at compiled output.
process.setSourceMapsEnabled(true);

type BuildMode = 'production' | 'watch';
export type Compiler = Awaited<ReturnType<typeof createCompiler>>;

/** `changed`: in watch mode, the files saved since the last build. */
async function buildSite(compiler: Compiler, mode: BuildMode, changed?: ReadonlySet<string>) {
  const steps = new StepTimer();
  const compilation = await compiler.compile(changed);
  await validateContentOnce(compilation.content);
  const headAssets = await buildHeadAssets(compilation.site);
  steps.done('compile');
  const site = await renderSite(compilation, {
    tolerateRouteErrors: mode === 'watch',
    builtYear: new Date().getFullYear(),
    head: headAssets.head,
    withSourceMaps: compiler.compileWithSourceMaps,
  });
  const files = new Map<string, string | Uint8Array>([
    ...compilation.files,
    ...headAssets.files,
    ...crawlFiles(compilation.site),
    ...site.pages,
  ]);
  checkLinks(files);
  steps.done('render');
  await writeSite(files);
  steps.done('write');
  return { site, report: formatReport(site, steps.summary()) };
}

async function buildOnce() {
  const compiler = await createCompiler();
  try {
    const { report } = await buildSite(compiler, 'production');
    console.log(report);
  } catch (error) {
    console.error(`Build failed; dist/ was left as it was.\n${await formatBuildError(error, process.stderr.isTTY)}`);
    process.exitCode = 1;
  } finally {
    await compiler.dispose();
  }
}

if (process.argv.includes('--watch')) {
  // chokidar and the dev server load only here: a one-off build never needs them.
  const { watchAndServe } = await import('./build/watch');
  await watchAndServe({
    port: Number(process.env.PORT ?? 3000),
    rebuild: (compiler, changed) => buildSite(compiler, 'watch', changed),
  });
} else {
  await buildOnce();
}
