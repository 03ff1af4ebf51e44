import { ru } from '@shop/i18n-ru';
import type { AdminNavItem } from './active-nav';

const nav = ru.admin.nav;

/** The back office's sidebar sections, in the order it shows them: the app renders them, the stories show the same. */
export const adminNavItems: readonly AdminNavItem[] = [
  { href: '/admin/order/list', label: nav.orders, section: '/admin/order/' },
  { href: '/admin/category/list', label: nav.categories, section: '/admin/category/' },
  { href: '/admin/product/list', label: nav.products, section: '/admin/product/' },
  { href: '/admin/user/list', label: nav.users, section: '/admin/user/' },
  { href: '/admin/customer/group/list', label: nav.customerGroups, section: '/admin/customer/group/' },
  { href: '/admin/attribute/list', label: nav.attributes, section: '/admin/attribute/' },
  { href: '/admin/attribute-group/list', label: nav.attributeGroups, section: '/admin/attribute-group/' },
  { href: '/admin/media', label: ru.adminProducts.nav.media, section: '/admin/media' },
  { href: '/admin/integrator-request/list', label: nav.integratorRequests, section: '/admin/integrator-request/' },
  { href: '/admin/settings/site', label: nav.siteSettings, section: '/admin/settings/' },
  { href: '/admin/settings/content', label: ru.adminSettings.nav.contentPages, section: '/admin/settings/content' },
];
