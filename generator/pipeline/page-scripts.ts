import { contentHash } from '../cache/hash';

/**
 * Each page's behaviours as one module file, named by its contents. On HTTP/1.1 (an S3 website
 * endpoint, `serve`) every script is a request of its own, and the home page had ten: Lighthouse's
 * mobile run counted each one ahead of the first screen's paint. Every behaviour is its own bundle
 * without imports or exports (generator/pipeline/compile.ts), so each runs in a function scope of its own,
 * in the build's order, as it did as a separate module. The function is async, so one that throws
 * (an API an old phone lacks) rejects its own promise and the others still run, as modules did.
 */
export function pageScripts(behaviours: ReadonlyMap<string, string>) {
  const files = new Map<string, string>();
  /** The address of the one file that runs `names`; none when the page needs no behaviour. */
  const scriptFor = (names: ReadonlySet<string>) => {
    for (const name of names) {
      if (!behaviours.has(name)) throw new Error(`A component declares the client behaviour '${name}', but there is no client/${name}.ts.`);
    }
    if (names.size === 0) return undefined;
    const text = [...behaviours]
      .filter(([name]) => names.has(name))
      .map(([, code]) => `(async()=>{\n${code.trim()}\n})();\n`)
      .join('');
    const file = `assets/scripts-${contentHash(text)}.js`;
    files.set(file, text);
    return `/${file}`;
  };
  return { files, scriptFor };
}
