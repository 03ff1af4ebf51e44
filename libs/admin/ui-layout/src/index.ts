export { AdminLayout } from './admin-layout';
export type { AdminLayoutProps, AdminNavLinkProps } from './admin-layout';
export { findActiveNavItem } from './active-nav';
export type { AdminNavItem } from './active-nav';
export { adminNavItems } from './admin-nav';
