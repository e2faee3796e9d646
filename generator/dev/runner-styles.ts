/**
 * Stylesheets evaluated in the watcher's module runner. vanilla-extract's own compile bundles a
 * stylesheet with every stylesheet it imports and evaluates the lot on each save; here
 * each `.css.ts` is a module of its own (`?evaluate`), so a save re-evaluates only it and its
 * importers. From what they recorded, each stylesheet gets the module the one-off build's compile
 * (processVanillaFile) gives it: the CSS of each file scope it evaluates, in evaluation order, and
 * its exports without the compositions nothing uses.
 */
import path from 'node:path';
import type { Adapter, FileScope } from '@vanilla-extract/css';
import { removeAdapter, setAdapter } from '@vanilla-extract/css/adapter';
import { endFileScope } from '@vanilla-extract/css/fileScope';
import { transformCss } from '@vanilla-extract/css/transformCss';
import { root, siteScript } from '../paths';
import { identOption, stylesheetError, writeCssFile } from '../assets/style-cache-plugin';

/** A stylesheet's id as a module evaluated in the runner, rather than the compiled module pages import. */
export const evaluatedQuery = '?evaluate';
/** The file an evaluated module's id stands for, or null for any other id. */
export const evaluatedFile = (id: string) => (id.endsWith(evaluatedQuery) ? id.slice(0, -evaluatedQuery.length) : null);
const adapterGlobal = '__siteStylesheetAdapter';

type Css = Parameters<Adapter['appendCss']>[0];
type Composition = Parameters<Adapter['registerComposition']>[0];

/** What evaluating one file scope registered with vanilla-extract. */
interface ScopeRecord {
  css: Css[];
  classNames: string[];
  compositions: Composition[];
  used: Set<string>;
}

const scopeName = (file: string) => path.relative(root, file).split(path.sep).join('/');

export function createRunnerStyles(runner: {
  evaluate: (id: string) => Promise<unknown>;
  /** The ids a module imported, in import order, once it is evaluated. */
  importsOf: (id: string) => Iterable<string>;
}) {
  const scopes = new Map<string, ScopeRecord>();
  const record = (scope: FileScope) => {
    let found = scopes.get(scope.filePath);
    if (!found) {
      found = { css: [], classNames: [], compositions: [], used: new Set() };
      scopes.set(scope.filePath, found);
    }
    return found;
  };
  // Loaded with Babel: only once a stylesheet is compiled, not before the first build.
  const integration = () => import('@vanilla-extract/integration');
  let evaluating: ScopeRecord | null = null;
  const adapter: Adapter = {
    appendCss: (css, scope) => record(scope).css.push(css),
    registerClassName: (name, scope) => record(scope).classNames.push(name),
    registerComposition: (composition, scope) => record(scope).compositions.push(composition),
    markCompositionUsed: (identifier) => evaluating?.used.add(identifier),
    onBeginFileScope: (scope) => {
      // Evaluated again after a save: what the last evaluation recorded is gone with it.
      scopes.delete(scope.filePath);
      evaluating = record(scope);
    },
    onEndFileScope: () => {
      evaluating = null;
    },
    getIdentOption: () => identOption,
  };
  (globalThis as Record<string, unknown>)[adapterGlobal] = adapter;

  /** Every stylesheet module `id` evaluates, itself last, in the order the runner evaluated them. */
  function evaluationOrder(id: string, seen = new Set<string>(), order: string[] = []) {
    if (seen.has(id)) return order;
    seen.add(id);
    for (const imported of runner.importsOf(id)) evaluationOrder(imported, seen, order);
    order.push(id);
    return order;
  }

  return {
    /**
     * The stylesheet module with its file scope set and the adapter above in place; on one line, in front
     * of the owner's first, so stack traces keep their line numbers.
     */
    withFileScope: async (code: string, file: string) =>
      `import{setFileScope as __s,endFileScope as __e}from'@vanilla-extract/css/fileScope';import{setAdapter as __a,removeAdapter as __r}from'@vanilla-extract/css/adapter';__a(globalThis.${adapterGlobal});__s(${JSON.stringify(scopeName(file))},${JSON.stringify((await integration()).getPackageInfo(root).name)});${code}\n__e();__r();`,

    /** The compiled module of the stylesheet `file`, and every file it was evaluated from. */
    async compile(file: string) {
      const evaluated = `${file}${evaluatedQuery}`;
      const exports = (await runner.evaluate(evaluated).catch((error: unknown) => {
        // A stylesheet that threw never reached its closing calls: its file scope and the adapter stay set.
        if (evaluating) {
          endFileScope();
          removeAdapter();
        }
        throw error;
      })) as Record<string, unknown>;
      const modules = evaluationOrder(evaluated);
      const evaluatedScopes = modules.flatMap((id) => {
        const source = evaluatedFile(id);
        const scope = source === null ? undefined : scopes.get(scopeName(source));
        return scope ? [scope] : [];
      });
      const localClassNames = [...new Set(evaluatedScopes.flatMap((scope) => scope.classNames))];
      const composedClassLists = evaluatedScopes.flatMap((scope) => scope.compositions);
      const used = new Set(evaluatedScopes.flatMap((scope) => [...scope.used]));
      // transformCss marks the compositions a selector names as used, through whichever adapter is set.
      setAdapter({ ...adapter, markCompositionUsed: (identifier) => used.add(identifier) });
      let texts: string[];
      try {
        texts = evaluatedScopes
          .filter((scope) => scope.css.length > 0)
          .map((scope) => transformCss({ localClassNames, composedClassLists, cssObjs: scope.css }).join('\n'));
      } catch (error) {
        throw stylesheetError(file, error);
      } finally {
        removeAdapter();
      }
      const cssImports = await Promise.all(texts.map((source) => writeCssFile({ source })));
      const unused = composedClassLists.flatMap(({ identifier }) => (used.has(identifier) ? [] : [identifier]));
      const unusedPattern = unused.length > 0 ? new RegExp(`(${unused.join('|')})\\s`, 'g') : null;
      return {
        contents: (await integration()).serializeVanillaModule(cssImports, { ...exports }, unusedPattern),
        // The site's files: packages stay out, as vanilla-extract's compile keeps them external.
        watchFiles: [...new Set(modules.map((id) => evaluatedFile(id) ?? id).filter(siteScript))],
      };
    },
  };
}
