import { isApiError, unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import {
  CROSS_TAB_EVENTS,
  GROUP_CHANGE_RELOAD_DELAY_MS,
  LOGIN_EVENT_RELOAD_DELAY_MS,
  SILENT_REFRESH_THROTTLE_MS,
  canMakeIntegratorRequest,
  isCustomerGroupChange,
  isEmailConfirmationNeeded,
  isRootUser,
  type User,
} from '@shop/domain';
import {
  broadcastEvent,
  browserStorage,
  clearEvents,
  windowStorageEvents,
  type SessionStorageLike,
  type StorageListener,
} from './cross-tab';
import { toNullPayload } from './null-payload';
import { singleFlight } from './single-flight';

/** The kinds of store operation; a new call of a kind is ignored while one of that kind is loading (SPEC 4). */
export type SessionOperation = 'login' | 'register' | 'refresh' | 'logout' | 'user' | 'admin' | 'needUpdate';

/** Everything the session knows. Derived flags are recomputed on every change, so snapshots stay consistent. */
export interface SessionState {
  /** Short-lived JWT for `Authorization: Bearer`; null when signed out. */
  accessToken: string | null;
  /** Refresh token of the last login/registration/refresh reply (the httpOnly cookie is the one actually used). */
  refreshToken: string | null;
  /** The session counts as updated: set by login, registration or refresh; cleared by a failed refresh and by logout. */
  isSuccess: boolean;
  /** The last admin check (`permission/can`) succeeded; cleared by a failed refresh and by logout. */
  isAdmin: boolean;
  /** The signed-in user, once fetched. */
  user: User | null;
  /** When the user was last fetched (ms since epoch, from the injected clock); null before the first fetch. */
  userFetchedAt: number | null;
  /** Failed client start-up refreshes; after one failure no further attempt is made (SPEC 4). */
  refreshAttempts: number;
  /** Which operations are running now. */
  loading: Readonly<Record<SessionOperation, boolean>>;
  /** Derived: a valid session (updated and holding an access token). */
  isLoggedIn: boolean;
  /** Derived (SPEC 4): logged in and the email is not confirmed. */
  isEmailConfirmationNeeded: boolean;
  /** Derived (SPEC 4, @shop/domain): the user may submit an integrator request. */
  canMakeIntegratorRequest: boolean;
  /** Derived: the user has the root role (the admin role recognised on the client). */
  isRoot: boolean;
}

/** Login form values; empty values go out as null (SPEC 5). */
export interface LoginInput {
  email: string;
  password: string;
}

/** Registration form values; empty values go out as null (SPEC 5). */
export type RegisterInput = { [K in keyof Schema<'RegisterCustomerRequest'>]: string | null | undefined };

/** Dependencies of the store; inject them in tests (fake clock, storage, reload) and on the server (no window). */
export interface SessionStoreOptions {
  /** The API client, or a function returning it (so the client can be built from the store's own `getAccessToken`). */
  api: ApiClient | (() => ApiClient);
  /** Initial state, e.g. the session the server restored for this page. */
  initial?: SessionSnapshot;
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
  /** Cross-tab event storage (default `window.localStorage` when present). */
  storage?: SessionStorageLike | null;
  /** Subscribes to other tabs' storage changes (default: the window `storage` event). */
  subscribeStorage?: (listener: StorageListener) => () => void;
  /** Reloads the page (default `window.location.reload()`). */
  reload?: () => void;
  /**
   * Send the known refresh token in the refresh body. Off by default: the httpOnly `refresh_token` cookie is
   * the one source of truth, so a server-side rotation can never be undone by a stale in-memory token.
   */
  refreshTokenInBody?: boolean;
}

/** What a server (or another store) knows about the session, to seed or update a store. */
export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken?: string | null;
  user?: User | null;
  isAdmin?: boolean;
}

/** Why a session operation failed outside the API's own error envelope. */
export type SessionErrorReason = 'missing-tokens';

/** Thrown when login or registration replied without an access token or a refresh token (SPEC 5). */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  readonly reason: SessionErrorReason;
  constructor(reason: SessionErrorReason) {
    super('The reply has no access token or no refresh token');
    this.reason = reason;
  }
}

/** The session store: plain TypeScript with `subscribe`/`getState`, one per tab (and one per request on a server). */
export interface SessionStore {
  getState(): SessionState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Logs in; throws the `ApiError` (e.g. code 23) or a `SessionError` when a token is missing. Loads the user. */
  login(input: LoginInput): Promise<void>;
  /** Registers a customer and logs in (same rules as login; code 28 when the email is taken). */
  register(input: RegisterInput): Promise<void>;
  /** Rotates the session; resolves whether it succeeded (a failure clears the success and admin flags). */
  refresh(): Promise<boolean>;
  /** Ends the session (only when it is valid): the API revokes it, all auth state is cleared, other tabs reload. */
  logout(): Promise<void>;
  /** Fetches the user; without `force` a fetch within 60 s of the last one is skipped (silent refresh throttle). */
  loadUser(options?: { force?: boolean }): Promise<User | null>;
  /** Admin check (`GET permission/can`): resolves and stores whether the user is an admin. */
  checkAdmin(): Promise<boolean>;
  /** Client start-up (SPEC 4): without a session, asks `token/need-update` and refreshes when told to; no retry after a failure. */
  restoreOnClient(): Promise<void>;
  /** Starts the browser side: clears the cross-tab keys, listens to other tabs, runs `restoreOnClient`. Returns the stop. */
  start(): () => void;
  /** Replaces the session with what the server knows now (e.g. new root loader data); null token = signed out. */
  setSnapshot(snapshot: SessionSnapshot): void;
  /** For `createApiClient({ getAccessToken })`: the token of a valid session, else null. */
  getAccessToken: () => string | null;
  /** For `createApiClient({ onUnauthorized })`: refreshes once and tells whether to retry (SPEC 7). */
  onUnauthorized: () => Promise<boolean>;
}

const IDLE: Readonly<Record<SessionOperation, boolean>> = {
  login: false,
  register: false,
  refresh: false,
  logout: false,
  user: false,
  admin: false,
  needUpdate: false,
};

type CoreState = Omit<SessionState, 'isLoggedIn' | 'isEmailConfirmationNeeded' | 'canMakeIntegratorRequest' | 'isRoot'>;

const SIGNED_OUT = {
  accessToken: null,
  refreshToken: null,
  isSuccess: false,
  isAdmin: false,
  user: null,
  userFetchedAt: null,
} as const satisfies Partial<CoreState>;

function derive(core: CoreState): SessionState {
  const isLoggedIn = core.isSuccess && core.accessToken !== null;
  const user = isLoggedIn ? core.user : null;
  return {
    ...core,
    isLoggedIn,
    isEmailConfirmationNeeded: isEmailConfirmationNeeded(user),
    canMakeIntegratorRequest: canMakeIntegratorRequest(user),
    isRoot: isRootUser(user),
  };
}

function windowReload(): void {
  if (typeof window !== 'undefined') window.location.reload();
}

/**
 * Creates the session store of SPEC 4 (tokens, flags, user, admin check, start-up restore, cross-tab events).
 * @example
 * const session = createSessionStore({ api: () => api });
 * const api = createApiClient({ baseUrl: '', getAccessToken: session.getAccessToken, onUnauthorized: session.onUnauthorized });
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const subscribeStorage = options.subscribeStorage ?? windowStorageEvents;
  const reload = options.reload ?? windowReload;
  const api = (): ApiClient => (typeof options.api === 'function' ? options.api() : options.api);

  let state = derive({
    ...SIGNED_OUT,
    refreshAttempts: 0,
    loading: IDLE,
    ...snapshotFields(options.initial),
  });
  const listeners = new Set<() => void>();

  function snapshotFields(snapshot: SessionSnapshot | undefined): Partial<CoreState> {
    if (!snapshot) return {};
    if (!snapshot.accessToken) return { ...SIGNED_OUT };
    const user = snapshot.user ?? null;
    return {
      accessToken: snapshot.accessToken,
      refreshToken: snapshot.refreshToken ?? null,
      isSuccess: true,
      isAdmin: snapshot.isAdmin ?? false,
      user,
      userFetchedAt: user ? now() : null,
    };
  }

  function set(patch: Partial<CoreState>): void {
    const previousUser = state.user;
    state = derive({ ...state, ...patch });
    watchGroupChange(previousUser, state.user);
    for (const listener of [...listeners]) listener();
  }

  /** SPEC 4: when `isCustomerGroupAssigned` changes, prices and permissions change with it, so the page reloads. */
  function watchGroupChange(before: User | null, after: User | null): void {
    if (isCustomerGroupChange(before, after)) setTimeout(reload, GROUP_CHANGE_RELOAD_DELAY_MS);
  }

  function setLoading(operation: SessionOperation, value: boolean): void {
    set({ loading: { ...state.loading, [operation]: value } });
  }

  /** SPEC 4: while an operation of a kind is loading, a new call of that kind gets the running one's result. */
  const once = singleFlight<SessionOperation>(setLoading);

  function broadcast(key: string): void {
    broadcastEvent(storage, key, now);
  }

  /** SPEC 5: login and registration fail unless the reply carries both tokens. */
  function takeTokens(reply: { payload?: { jwt?: Partial<Schema<'Jwt'>> } } | undefined): Schema<'Jwt'> {
    const jwt = reply?.payload?.jwt;
    if (!jwt?.accessToken || !jwt.refreshToken) throw new SessionError('missing-tokens');
    return { accessToken: jwt.accessToken, refreshToken: jwt.refreshToken };
  }

  async function startSession(jwt: Schema<'Jwt'>): Promise<void> {
    set({
      accessToken: jwt.accessToken,
      refreshToken: jwt.refreshToken,
      isSuccess: true,
      isAdmin: false,
      user: null,
      userFetchedAt: null,
    });
    broadcast(CROSS_TAB_EVENTS.login);
    await loadUser({ force: true }).catch(() => null);
  }

  function loadUser({ force = false }: { force?: boolean } = {}): Promise<User | null> {
    if (!state.isLoggedIn) return Promise.resolve(null);
    const fetchedAt = state.userFetchedAt;
    if (!force && state.user && fetchedAt !== null && now() - fetchedAt < SILENT_REFRESH_THROTTLE_MS) {
      return Promise.resolve(state.user);
    }
    return once('user', async () => {
      const user = unwrap(await api().GET('/api/v1/user/current')).payload.customerUser;
      // A logout or failed refresh meanwhile wins over a late reply.
      if (state.isLoggedIn) set({ user, userFetchedAt: now() });
      return state.user;
    });
  }

  const store: SessionStore = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    login(input) {
      return once('login', async () => {
        const reply = unwrap(await api().POST('/api/v1/auth/login', { body: toNullPayload(input) }));
        await startSession(takeTokens(reply));
      });
    },

    register(input) {
      return once('register', async () => {
        const body = toNullPayload(input) as Schema<'RegisterCustomerRequest'>;
        const reply = unwrap(await api().POST('/api/v1/auth/register/customer', { body }));
        await startSession(takeTokens(reply));
      });
    },

    refresh() {
      return once('refresh', async () => {
        try {
          const body = options.refreshTokenInBody ? toNullPayload({ refreshToken: state.refreshToken }) : undefined;
          const jwt = takeTokens(unwrap(await api().POST('/api/v1/auth/token/refresh', body ? { body } : {})));
          set({ accessToken: jwt.accessToken, refreshToken: jwt.refreshToken, isSuccess: true });
        } catch {
          set({ isSuccess: false, isAdmin: false });
          return false;
        }
        // User info is fetched once per successful session; not awaited, as the fetch may itself need this refresh.
        if (!state.user) void loadUser().catch(() => null);
        return true;
      });
    },

    logout() {
      if (!state.isLoggedIn) return Promise.resolve();
      return once('logout', async () => {
        try {
          unwrap(await api().POST('/api/v1/auth/logout'));
        } catch {
          // The local session ends whatever the API said: the person asked to leave.
        } finally {
          set({ ...SIGNED_OUT });
          broadcast(CROSS_TAB_EVENTS.logout);
        }
      });
    },

    loadUser,

    checkAdmin() {
      return once('admin', async () => {
        let isAdmin = false;
        if (state.isLoggedIn) {
          try {
            unwrap(await api().GET('/api/v1/auth/permission/can'));
            isAdmin = true;
          } catch {
            isAdmin = false;
          }
        }
        set({ isAdmin });
        return isAdmin;
      });
    },

    restoreOnClient() {
      if (state.isLoggedIn || state.refreshAttempts > 0) return Promise.resolve();
      return once('needUpdate', async () => {
        let need = false;
        try {
          need = unwrap(await api().GET('/api/v1/auth/token/need-update')).payload.need;
        } catch (error) {
          if (!isApiError(error)) throw error;
        }
        if (!need) return;
        if (!(await store.refresh())) set({ refreshAttempts: state.refreshAttempts + 1 });
      });
    },

    start() {
      clearEvents(storage, [CROSS_TAB_EVENTS.login, CROSS_TAB_EVENTS.logout]);
      let loginReload: ReturnType<typeof setTimeout> | undefined;
      const stopListening = subscribeStorage((key, newValue) => {
        // Clearing a key (another tab starting) is not an event.
        if (newValue === null) return;
        if (key === CROSS_TAB_EVENTS.logout) reload();
        else if (key === CROSS_TAB_EVENTS.login && loginReload === undefined) {
          loginReload = setTimeout(reload, LOGIN_EVENT_RELOAD_DELAY_MS);
        }
      });
      void store.restoreOnClient().catch(() => undefined);
      return () => {
        stopListening();
        if (loginReload !== undefined) clearTimeout(loginReload);
      };
    },

    setSnapshot(snapshot) {
      const fields = snapshotFields(snapshot);
      // Keep a fresher user this tab already has for the same account.
      if (snapshot.user === undefined && state.user && snapshot.accessToken) {
        delete fields.user;
        delete fields.userFetchedAt;
      }
      set(fields);
    },

    getAccessToken: () => (state.isLoggedIn ? state.accessToken : null),

    onUnauthorized: () => store.refresh(),
  };
  return store;
}
