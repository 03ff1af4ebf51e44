/**
 * The nginx site `deploy/nginx/shop.conf` ships: the cluster's defaults with the code checked out in /opt/shop and
 * the public servers on all interfaces. `deploy-site.test.ts` keeps the file equal to it; `npx tsx
 * tools/run/src/cluster/deploy-site.ts` writes it again after a change.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from '../services.ts';
import { nginxSite, type NginxSite } from './nginx-config.ts';
import { DEFAULT_CLUSTER_OPTIONS } from './plan.ts';

/** Where the operator's copy of the repository lives (deploy/systemd uses the same). */
export const DEPLOY_ROOT = '/opt/shop';
/** The file in the repository. */
export const DEPLOY_SITE_FILE = join(workspaceRoot, 'deploy/nginx/shop.conf');

/** What the deploy site balances: two processes of each kind, as the systemd units in deploy/ start them. */
export function deploySiteOptions(): NginxSite {
  const options = DEFAULT_CLUSTER_OPTIONS;
  const ports = (base: number) => Array.from({ length: options.processes }, (_, index) => base + index);
  return {
    host: '0.0.0.0',
    ports: options.ports,
    apiPorts: ports(options.apiBasePort),
    storefrontPorts: ports(options.storefrontBasePort),
    adminPort: options.adminPort,
    storefrontAssets: `${DEPLOY_ROOT}/apps/storefront/build/client`,
  };
}

/** The text of deploy/nginx/shop.conf. */
export function deploySite(): string {
  return nginxSite(deploySiteOptions());
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(DEPLOY_SITE_FILE, deploySite());
  console.log(`записано: ${DEPLOY_SITE_FILE}`);
}
