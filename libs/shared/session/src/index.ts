export {
  createSessionStore,
  SessionError,
  type SessionStore,
  type SessionStoreOptions,
  type SessionState,
  type SessionSnapshot,
  type SessionOperation,
  type SessionErrorReason,
  type LoginInput,
  type RegisterInput,
} from './session-store';
export { toNullPayload } from './null-payload';
export { SessionProvider, useSession, useSessionStore, type SessionProviderProps } from './react';
export {
  broadcastEvent,
  browserStorage,
  clearEvents,
  windowStorageEvents,
  type SessionStorageLike,
  type StorageListener,
} from './cross-tab';
export { singleFlight } from './single-flight';
