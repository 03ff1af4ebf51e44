/**
 * Story and test helpers of the storefront's data layer (test-only: the `@shop/storefront-data-access/testing` entry,
 * never the production one).
 */
export * from './story-shop';
