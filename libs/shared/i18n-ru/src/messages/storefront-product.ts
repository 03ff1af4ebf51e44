/** Strings of the storefront product (the product page, gallery, SEO texts). */
export const storefrontProduct = {} as const;
