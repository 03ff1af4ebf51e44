/** Server-side calls give up sooner than the client's 30 s default, so a slow API cannot hold a page that long. */
export const SERVER_TIMEOUT_MS = 5000;
