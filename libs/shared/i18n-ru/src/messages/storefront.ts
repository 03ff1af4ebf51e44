/** Strings of the storefront app (owned by the storefront). */
export const storefront = {} as const;
