/** Strings of the admin products (products with their sub-pages, and the media library). */
export const adminProducts = {} as const;
