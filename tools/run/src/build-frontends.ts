import { spawnSync } from 'node:child_process';
import { workspaceRoot } from './services.ts';

/** Builds the storefront and the admin for production (Nx caches it: a second start pays only for what changed); exits on failure. */
export function buildFrontends(): void {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@shop/storefront,@shop/admin', '--outputStyle=static'],
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
