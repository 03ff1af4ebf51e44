import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixture/${name}`, import.meta.url));

/** Lints one fixture with the workspace config, ignores switched off (the fixtures are ignored by `nx lint`). */
async function boundaryMessages(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot, ignore: false });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('reject a storefront import of an admin library', async () => {
    const messages = await boundaryMessages(fixture('imports-admin.ts'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('scope:storefront');
    expect(messages[0]).toContain('scope:shared');
  });

  it('accept a storefront import of a shared library', async () => {
    expect(await boundaryMessages(fixture('imports-shared.ts'))).toEqual([]);
  });
});
