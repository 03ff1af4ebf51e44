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

/**
 * Lints `code` as if it were a new file at `path` (relative to the workspace) inside a real project, without
 * writing it: the rule finds the project by the path, so this is what `nx lint` would say of such a file.
 */
async function boundaryMessagesAt(
  path: string,
  code: string,
  ruleId = '@nx/enforce-module-boundaries',
): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot, ignore: false });
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
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

  it('reject an admin library in a real storefront library', async () => {
    const messages = await boundaryMessagesAt(
      'libs/storefront/feature-catalogue/src/boundary-probe.tsx',
      "import { AdminLayout } from '@shop/admin-ui-layout';\nexport const leaked = AdminLayout;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('scope:storefront');
  });

  it('reject a storefront library in a real admin library', async () => {
    const messages = await boundaryMessagesAt(
      'libs/admin/feature-users/src/boundary-probe.tsx',
      "import { SiteHeader } from '@shop/storefront-ui-layout';\nexport const leaked = SiteHeader;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('scope:admin');
  });

  it('reject React in the API', async () => {
    const messages = await boundaryMessagesAt(
      'apps/api/src/boundary-probe.ts',
      "import { useState } from 'react';\nexport const leaked = useState;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('react');
  });

  it('accept what the layering allows: a storefront feature using its ui, data-access and domain libs', async () => {
    const code = [
      "import { SmartLink } from '@shop/storefront-ui-layout';",
      "import { useBranding } from '@shop/storefront-data-access';",
      "import { fill } from '@shop/storefront-domain';",
      'export const used = [SmartLink, useBranding, fill];',
      '',
    ].join('\n');
    expect(await boundaryMessagesAt('libs/storefront/feature-catalogue/src/boundary-probe.tsx', code)).toEqual([]);
  });

  it('reject a test-only library in code that ships, and accept it in a test of the same library', async () => {
    const code =
      "import { testProductCard } from '@shop/storefront-testing';\nexport const leaked = testProductCard;\n";
    const shipped = await boundaryMessagesAt(
      'libs/storefront/feature-cart/src/boundary-probe.tsx',
      code,
      'no-restricted-imports',
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toContain('type:testing');
    const inTest = 'libs/storefront/feature-cart/src/boundary-probe.test.tsx';
    expect(await boundaryMessagesAt(inTest, code, 'no-restricted-imports')).toEqual([]);
    expect(await boundaryMessagesAt(inTest, code)).toEqual([]);
  });
});
