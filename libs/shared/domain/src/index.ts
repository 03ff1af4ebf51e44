export * from './constants';
export { isRole, isTheme, isNewYearTheme, isSafePageLeaveEnabled, clampPercent } from './guards';
export {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  isColorMode,
  toColorMode,
  readColorModeCookie,
  colorModeCookie,
  effectiveColorMode,
  type ColorMode,
} from './color-mode';
export { readCookie, expiredCookie, serializeCookie, type CookieOptions } from './cookies';
export { clampCartQuantity, addCartQuantity, type CartQuantityResult } from './cart-quantity';
export {
  cartTotal,
  cartLineSum,
  freeShippingDifference,
  freeShippingPercent,
  isFreeShippingReached,
  type PricedCartLine,
} from './free-shipping';
export { isBrowserSupported } from './browser-support';
export {
  canMakeIntegratorRequest,
  INTEGRATOR_REQUEST_BLOCKING_STATUSES,
  shouldShowIntegratorBanner,
  isEmailConfirmationNeeded,
  isCustomerGroupChange,
  isLoggedInUser,
  isRootUser,
  personName,
  type PersonNameParts,
  type User,
  type UserLike,
} from './user';
export {
  normalizeArticle,
  articleNormalizedSql,
  SEARCH_VECTOR_SQL,
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_VARIANT_WIDTH,
  imageVariantWidths,
} from './catalogue';
export { shipsFree, orderSearchText } from './orders';
export { slugify, transliterate, SLUG_PATTERN, SLUG_MAX_LENGTH } from './slug';
export { RELOAD_GUARD_KEY, isChunkLoadError, claimReload } from './reload-guard';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';
export { acceptsEncoding, encodingWeights, matchesEtag } from './http-caching';
export {
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidBik,
  isValidCheckingAccount,
  isValidCorrespondentAccount,
  isValidEdoParticipantId,
  requisitesProblems,
  companyRequisitesProblems,
  type RequisitesInput,
  type RequisitesProblem,
  type CompanyRequisitesInput,
  type CompanyRequisitesProblem,
} from './requisites';
export {
  VAT_RATES,
  ORDER_VAT_RATES,
  DEFAULT_VAT_RATE,
  VAT_22_SINCE,
  standardVatRateOn,
  vatIncluded,
  type VatRate,
  type OrderVatRate,
} from './vat';
export {
  STOCK_AVAILABILITIES,
  MAX_STOCK_ON_HAND,
  LOW_STOCK_THRESHOLD,
  SHOWN_STOCK_LIMIT,
  MAX_LEAD_TIME_DAYS,
  freeStock,
  isPurchasableAvailability,
  stockAvailability,
  stockSetByHand,
  stockShortfall,
  STOCK_LEVELS,
  shownStock,
  shownStockChange,
  shownFreeQuantity,
  exceedsFreeStock,
  stockWords,
  exceedsStockWords,
  type StockAvailability,
  type StockCount,
  type CountedStock,
  type StockLevel,
  type StockAudience,
  type ShownStock,
  type ShownStockChange,
} from './stock';
export {
  PAYMENT_STATUSES,
  PAYMENT_KINDS,
  SHIPMENT_STATUSES,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_MAX_BYTES,
  ORDER_DOCUMENT_LIMIT,
  UNPAID_ORDER_DAYS,
  paymentStatusOf,
  amountDue,
  canChangeShipment,
  isShipped,
  completionBlockers,
  type PaymentStatus,
  type PaymentKind,
  type ShipmentStatus,
  type OrderDocumentKind,
  type CompletionBlocker,
} from './fulfilment';
