import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * SPEC 2 route table of the storefront (admin routes live in apps/admin).
 * Layout routes: default, auth, checkout, empty. Guards are pathless layout routes whose loaders throw redirects;
 * the auth guard appears under three layouts, so each use has its own id.
 */
export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('search', 'routes/search.tsx'),
    route('contact', 'routes/static/contact.tsx'),
    route('delivery', 'routes/static/delivery.tsx'),
    route('user-agreement', 'routes/static/user-agreement.tsx'),
    route('application-conditions', 'routes/static/application-conditions.tsx'),
    route('all/products', 'routes/catalogue/all-products.tsx'),
    route('category/list', 'routes/catalogue/category-list.tsx'),
    route('category/:categorySlug', 'routes/catalogue/category.tsx'),
    route('product/:productSlug', 'routes/catalogue/product.tsx'),
    route('category/:categorySlug/product/:productSlug', 'routes/catalogue/category-product.tsx'),
    route('account/favorites', 'routes/account/favorites.tsx'),
    layout('routes/guards/auth-guard.tsx', { id: 'guard-auth-account' }, [
      route('account', 'routes/account/account.tsx'),
      route('account/contact', 'routes/account/contact.tsx'),
      route('account/password', 'routes/account/password.tsx'),
      route('account/sessions', 'routes/account/sessions.tsx'),
      route('account/order/list', 'routes/account/order-list.tsx'),
      route('account/order/:orderId', 'routes/account/order.tsx'),
      route('account/confirm/email', 'routes/account/confirm-email.tsx'),
    ]),
  ]),
  layout('routes/layouts/auth-layout.tsx', [
    layout('routes/guards/guest-guard.tsx', [
      route('auth/login', 'routes/auth/login.tsx'),
      route('auth/register', 'routes/auth/register.tsx'),
      route('auth/recovery', 'routes/auth/recovery.tsx'),
      route('auth/recovery/:token', 'routes/auth/recovery-token.tsx'),
    ]),
    layout('routes/guards/auth-guard.tsx', { id: 'guard-auth-logout' }, [
      route('auth/logout', 'routes/auth/logout.tsx'),
    ]),
    route('redirect', 'routes/auth/redirect.tsx'),
  ]),
  layout('routes/layouts/checkout-layout.tsx', [
    layout('routes/guards/auth-guard.tsx', { id: 'guard-auth-checkout' }, [
      route('checkout', 'routes/checkout/checkout.tsx'),
      route('checkout/:orderId/success', 'routes/checkout/success.tsx'),
    ]),
  ]),
  layout('routes/layouts/empty-layout.tsx', [
    route('account/confirm/email/:token', 'routes/account/confirm-email-token.tsx'),
    route('account/email/revert/:token', 'routes/account/email-revert.tsx'),
    route('back-in-stock/unsubscribe/:token', 'routes/catalogue/back-in-stock-unsubscribe.tsx'),
  ]),
  // SEO resource routes (no layout): robots.txt and the sitemap (an index of /sitemap/{n}.xml past 50 000 URLs).
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('sitemap/:file', 'routes/seo/sitemap-part.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
