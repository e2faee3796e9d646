import type { ComponentType } from 'react';
import type { PageProps } from '../../components/Document';
import type { ErrorScreenProps } from '../../components/ErrorScreen';
import type { Collection } from '../../data/content';
import type { Site } from '../../data/types';
import type { Route } from '../../pages/routes';
import { BuildError, describeError, isCompileError } from '../errors';

/** A page component with the CSS its components import, in the order esbuild bundles it. */
export interface PageModule<Props = PageProps> {
  Page: ComponentType<Props>;
  css: string;
}

/** What rendering needs of the site, from esbuild's bundle (compile.ts) or Vite's module runner (../dev/module-runner.ts). */
export interface SiteModules {
  site: Site;
  /** Every route, one per project included (pages/site-routes.ts). */
  routes: readonly Route[];
  /** Every content collection, loaded only to validate it or to name a dangling link's source. */
  collections: () => Promise<readonly Collection[]>;
  page: (name: string) => Promise<PageModule>;
  errorScreen: () => Promise<PageModule<ErrorScreenProps>>;
  /** Client behaviours by name (client/menu.ts is `menu`), each its compiled code. */
  behaviours: ReadonlyMap<string, string>;
  /** The inline head script that sets the colour mode before first paint. */
  themeScript: string;
}

/** A module's default export, checked to be a component. */
export function componentOf<Props>(module: unknown, source: string): ComponentType<Props> {
  const component = (module as { default?: unknown } | null)?.default;
  if (typeof component !== 'function') throw new Error(`${source} must export a page component as its default export.`);
  return component as ComponentType<Props>;
}

/** Loads a data module; one that throws as it loads is named as the content's fault, with its file and line. */
export async function loadData<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof BuildError || isCompileError(error)) throw error;
    throw new BuildError(`The content failed to load: a file in data/ threw.\n${describeError(error)}`);
  }
}
