/** Strings of the admin catalogue (categories, customer groups, attributes, attribute groups). */
export const adminCatalogue = {} as const;
