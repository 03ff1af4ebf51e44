/** The shell chunk: the back-office layout and the pages that need no feature lib. The sign-in screen never loads it. */
export { AdminShell } from './admin-shell';
export { NotFoundPage } from './not-found-page';
