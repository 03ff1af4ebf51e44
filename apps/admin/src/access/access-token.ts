// TODO(#3): the session (tokens, refresh rotation, cross-tab events) moves to the shared session lib
// with identity; until then the admin keeps only what its guard needs.
let accessToken: string | null = null;

/** The access token of the current session, kept in memory only; null while no session exists. */
export function getAccessToken(): string | null {
  return accessToken;
}

/** Remembers the access token a session refresh returned (null forgets it). */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}
