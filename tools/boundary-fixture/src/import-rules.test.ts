import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('../fixture/import-tree', import.meta.url));
const config = createRequire(import.meta.url)(`${workspaceRoot}.dependency-cruiser.cjs`) as IConfiguration;

/**
 * Cruises `paths` of the planted tree with the workspace's own rules, as `npm run check:imports` cruises the real one
 * (the tree mirrors the workspace layout, so the rules' paths apply unchanged), and returns each breach as
 * "rule: from → to".
 */
async function breaches(...paths: string[]): Promise<string[]> {
  const { output } = await cruise(paths, {
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir: fixtureRoot,
    tsPreCompilationDeps: true,
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return (result.summary.violations ?? []).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('import rules (.dependency-cruiser.cjs)', () => {
  it('reject a cycle between two files', async () => {
    // One breach per cycle, named at the import that closes it.
    expect(await breaches('libs/cycle')).toEqual(['no-file-cycle: libs/cycle/first.ts → libs/cycle/second.ts']);
  });

  it('reject API folders that import each other even when no two files do', async () => {
    const found = await breaches('apps/api/src/modules');
    expect(found.filter((b) => b.startsWith('no-file-cycle'))).toEqual([]);
    expect(found).toContain('no-api-folder-cycle: apps/api/src/modules/orders → apps/api/src/modules/users');
  });

  it('reject infrastructure that imports a domain module', async () => {
    expect(await breaches('apps/api/src/http')).toEqual([
      'api-infrastructure-below-modules: apps/api/src/http/guard.ts → apps/api/src/modules/users/name.ts',
    ]);
  });

  it('accept a domain module that imports infrastructure', async () => {
    expect(await breaches('apps/api/src/db', 'apps/api/src/modules/orders/owner.ts')).toEqual([]);
  });
});
