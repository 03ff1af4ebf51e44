import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const pages = ru.admin.pages;

const page = pagesOfChunk(async () => (await import('./user-pages')).userPages);

/** The user pages of identity (#3); the update pages take the user as `?id=`. */
export const userRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/user/list', title: pages.userList, loadPage: page('list') },
  { path: '/admin/user/create', title: pages.userCreate, loadPage: page('create') },
  { path: '/admin/user/create/relations', title: pages.userCreateRelations, loadPage: page('createRelations') },
  { path: '/admin/user/update', title: pages.userUpdate, loadPage: page('update') },
  { path: '/admin/user/update/relations', title: pages.userUpdateRelations, loadPage: page('updateRelations') },
];
