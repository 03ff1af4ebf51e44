import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`): client-only behaviour (forms,
 * handlers, the session store) exists from then on. `timeout` for a busy setup, as the spec's own expect allows.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout });
}
