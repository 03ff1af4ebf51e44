import { join } from 'node:path';
import { test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// Review aid, not a check: SCREENSHOT_DIR=/tmp npx playwright test screenshots
const dir = process.env['SCREENSHOT_DIR'];

test.describe('screenshots', () => {
  test.skip(!dir, 'set SCREENSHOT_DIR to take screenshots');

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    test(`home and 404 on ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitForHydration(page);
      await page.screenshot({ path: join(dir ?? '', `storefront-home-${name}.png`), fullPage: true });
      await page.screenshot({ path: join(dir ?? '', `storefront-home-${name}-top.png`) });
      await page.goto('/no-such-page');
      await page.screenshot({ path: join(dir ?? '', `storefront-404-${name}.png`), fullPage: true });
      await page.goto('/cart');
      await page.screenshot({ path: join(dir ?? '', `storefront-cart-${name}.png`), fullPage: true });
    });
  }
});
