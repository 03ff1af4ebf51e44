/** Strings of the storefront catalogue (home showcase, category list, category and all-products listings, search results). */
export const storefrontCatalogue = {} as const;
