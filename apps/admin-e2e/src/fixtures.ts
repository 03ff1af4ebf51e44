import { test as base } from '@playwright/test';
import { rootToken } from './admin-api.ts';

/** Playwright's test with the first root's access token, logged in once per worker. */
export const test = base.extend<object, { rootToken: string }>({
  rootToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await rootToken(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
