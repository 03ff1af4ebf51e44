/** Strings of the admin app (owned by the admin). */
export const admin = {} as const;
