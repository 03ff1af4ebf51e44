export { renderAdminPage } from './render-admin-page';
export type { RenderAdminPageOptions } from './render-admin-page';
export { clientAnswering, requestLine } from './client-answering';
export { apiError } from './api-error-reply';
