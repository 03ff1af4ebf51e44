import { spawn } from 'node:child_process';
import { workspaceRoot } from './services.ts';
import type { Supervisor } from './supervisor.ts';

/**
 * The demo catalogue (tools/seed at demo size, with images and the demo customer) when the database the API will open
 * has no catalogue yet; the seed itself checks that, so a second start adds nothing. Runs before the API because an
 * embedded PGlite folder has one user at a time. Its output goes out under `[demo]`.
 */
export async function seedDemoIfEmpty(supervisor: Supervisor): Promise<void> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'tools/seed/src/main.ts', '--size', 'demo', '--if-empty'], {
    cwd: workspaceRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor.relay(seed, supervisor.prefix('demo'));
  const code = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
  // A shop without demo data still works: say so and go on.
  if (code !== 0) console.error(`Демо-каталог не заполнен (код ${code}); магазин запускается без него.`);
}
