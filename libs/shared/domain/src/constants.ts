/** Largest quantity of one product in a cart line (SPEC 5). */
export const MAX_CART_QUANTITY = 100000;

/** Default timeout of an API request, in milliseconds. */
export const HTTP_TIMEOUT_MS = 30000;

/** A silent user-info refresh runs at most once per this many milliseconds unless forced. */
export const SILENT_REFRESH_THROTTLE_MS = 60000;

/** Delay before the page reloads after `isCustomerGroupAssigned` changed, in milliseconds. */
export const GROUP_CHANGE_RELOAD_DELAY_MS = 50;

/** At most this many toasts are shown at once. */
export const TOAST_LIMIT = 5;

/** How long a success or error toast stays open, in milliseconds. */
export const TOAST_DURATION_MS = 6000;

/** How long a generic toast stays open when no duration is given, in milliseconds. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

/** Delay before a remembered scroll position is restored, in milliseconds. */
export const SCROLL_RESTORE_DELAY_MS = 200;

/** Delay before a tab reloads after another tab logged in, in milliseconds. */
export const LOGIN_EVENT_RELOAD_DELAY_MS = 3000;

/** Default expiry of the guard against repeated page reloads (e.g. after a chunk failed to load), in milliseconds. */
export const PAGE_RELOAD_GUARD_EXPIRY_MS = 10000;

/** Timing (milliseconds) and height (CSS pixels) of the page loading bar. */
export const PAGE_LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/** Free-shipping threshold when none is configured: a decimal string of roubles. */
export const FREE_SHIPPING_COST_DEFAULT = '0';

/** Lowest and highest value of a progress percentage. */
export const PERCENT_RANGE = { min: 0, max: 100 } as const;

/** Lowest supported browser versions as [major, minor] (SPEC 5 and 9). */
export const MIN_BROWSER_VERSIONS = {
  Chrome: [111, 0],
  Safari: [16, 4],
  Firefox: [128, 0],
} as const;

/** Keys of preferences kept in the browser's storage. */
export const STORAGE_KEYS = {
  categoryListDisplayAs: 'category_list_display_as',
  categoryProductListDisplayAs: 'category_product_list_display_as',
  allProductsDisplayAs: 'all_products_display_as',
  searchProductsDisplayAs: 'search_products_display_as',
  userAgreement: 'user_agreement',
  safePageLeave: 'safe_page_leave',
} as const;

/** Names of the cookies the shop reads and writes. */
export const COOKIE_NAMES = {
  cartId: 'cart_id',
  refreshToken: 'refresh_token',
  anonymousUserId: 'anonymous_user_id',
  colorMode: 'color_mode',
  safePageLeave: 'safe_page_leave',
} as const;

/** Lifetime of the admin's 'safe page leave' cookie: path '/', about 100000 days. */
export const SAFE_PAGE_LEAVE_COOKIE = { path: '/', maxAgeDays: 100000 } as const;

/** Request headers that identify a visitor's cart and an anonymous visitor (SPEC 6 and 7). */
export const HTTP_HEADERS = {
  cartId: 'X-Cart-Id',
  anonymousUserId: 'X-Anonymous-User-Id',
} as const;

/**
 * Storage keys through which tabs of the same browser tell each other about logins, logouts and cart changes
 * (SPEC 4), and, our addition, favorites changes (the heart in one tab follows the other).
 */
export const CROSS_TAB_EVENTS = {
  login: 'login-event',
  logout: 'logout-event',
  cartUpdated: 'cart-updated-event',
  favoritesUpdated: 'favorites-updated-event',
} as const;

/** Cross-tab event key. */
export type CrossTabEvent = (typeof CROSS_TAB_EVENTS)[keyof typeof CROSS_TAB_EVENTS];

/** User roles; a new user object is a customer by default. */
export const ROLES = ['root', 'customer', 'guest'] as const;

/** A user role. */
export type Role = (typeof ROLES)[number];

/** Role of a new user object. */
export const DEFAULT_ROLE: Role = 'customer';

/** Genders a user may state. */
export const GENDERS = ['male', 'female'] as const;

/** A gender. */
export type Gender = (typeof GENDERS)[number];

/** Statuses of an integrator request. */
export const INTEGRATOR_REQUEST_STATUSES = ['pending', 'confirmed', 'rejected', 'self-denial'] as const;

/** Status of an integrator request. */
export type IntegratorRequestStatus = (typeof INTEGRATOR_REQUEST_STATUSES)[number];

/** Other status words of SPEC 3 (their owning entity is not specified). */
export const STATUS_WORDS = ['created', 'canceled', 'completed'] as const;

/** One of the other status words. */
export type StatusWord = (typeof STATUS_WORDS)[number];

/** Thematic themes of the site; 'new_year' swaps in the new-year logo. */
export const THEMES = ['default', 'new_year'] as const;

/** A thematic theme. */
export type Theme = (typeof THEMES)[number];

/** The thematic theme value that means new year. */
export const NEW_YEAR_THEME: Theme = 'new_year';

/** Levels of a client log entry sent to the log call. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Most products one source of search candidates brings to ranking, and so the largest total a search reports:
 * a total equal to it means "this many or more" (the API's search module explains why it stops there).
 */
export const SEARCH_CANDIDATE_CAP = 300;
