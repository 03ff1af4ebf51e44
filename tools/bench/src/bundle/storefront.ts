import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of React Router's client manifest (build/client/assets/manifest-*.js) that say what a page loads. */
interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

/** Reads the client manifest of a storefront build (`build/client`). */
export function readStorefrontManifest(clientDir: string): ClientManifest {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`${clientDir}: no React Router manifest; build the storefront first`);
  const source = readFileSync(join(clientDir, 'assets', file), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as ClientManifest;
}

/**
 * The JavaScript files a first visit to the page of route `routeId` loads: the client entry, and the module of every
 * route from the root down to it, each with the chunks it imports (paths relative to build/client). The manifest file
 * is not among them: with lazy route discovery (React Router's default) the page carries the part it needs inline.
 */
export function storefrontFirstLoad(manifest: ClientManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route '${id}' in the storefront manifest`);
    chain.push(route.module, ...(route.imports ?? []));
  }
  return [manifest.entry.module, ...manifest.entry.imports, ...chain].map((path) => path.replace(/^\//, ''));
}
