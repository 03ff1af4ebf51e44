/** Ports and accounts of this suite: API 4110, admin 4200, storefront 4010 (for the scenarios that cross into the shop). */
export const API_URL = 'http://127.0.0.1:4110';
export const ADMIN_URL = 'http://127.0.0.1:4200';
export const STOREFRONT_URL = 'http://127.0.0.1:4010';

/** The first root account, created by the API on its empty in-memory database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ROOT_EMAIL = 'root@e2e.test';
export const ROOT_PASSWORD = 'e2e-Root-Passw0rd!';

/** HS256 key of the e2e API (NODE_ENV=production requires one); a test value, never a real secret. */
export const E2E_JWT_SECRET = 'admin-e2e-jwt-secret-not-for-production-0001';
