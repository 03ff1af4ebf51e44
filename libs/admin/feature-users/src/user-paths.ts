/** Router paths of the user pages (relative to the admin's '/admin' basename). */
export const userPaths = {
  list: '/user/list',
  create: '/user/create',
  createRelations: '/user/create/relations',
  update: (userId: string) => `/user/update?${new URLSearchParams({ id: userId })}`,
  updateRelations: (userId: string) => `/user/update/relations?${new URLSearchParams({ id: userId })}`,
} as const;
