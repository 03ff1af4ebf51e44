export { renderAdminPage } from './render-admin-page';
export type { RenderAdminPageOptions } from './render-admin-page';
