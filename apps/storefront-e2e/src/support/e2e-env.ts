/** Ports of this suite (see playwright.config.ts): API 4100, storefront 4000. */
export const API_URL = 'http://127.0.0.1:4100';
export const STOREFRONT_URL = 'http://127.0.0.1:4000';

/** The first root account, created by the API on its empty in-memory database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ROOT_EMAIL = 'root@storefront-e2e.test';
export const ROOT_PASSWORD = 'storefront-e2e-Root-Passw0rd!';
