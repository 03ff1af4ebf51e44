import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody, UpdateUserBody, UserListFilters, UsersApi } from './users-api';

/** Query keys of the admin users, from generic to specific. */
export const userKeys = {
  all: ['admin-users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...userKeys.lists(), filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
};

/** One page of the user list; the previous page stays on screen while the next one loads. */
export function userListQueryOptions(api: UsersApi, filters: UserListFilters) {
  return queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: () => api.list(filters),
    placeholderData: keepPreviousData,
  });
}

/** One user by id. */
export function userQueryOptions(api: UsersApi, userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: () => api.get(userId),
  });
}

/** Keeps the cache right after a user was saved: the detail is the reply, every list is stale. */
function useUserSaved() {
  const queryClient = useQueryClient();
  return async (user: AdminUser) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  };
}

/** Creates a user; the cache update always runs before the caller's `onSuccess`. */
export function useCreateUser(api: UsersApi) {
  const saved = useUserSaved();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.create(body),
    onSuccess: saved,
  });
}

/** Updates a user; the cache update always runs before the caller's `onSuccess`. */
export function useUpdateUser(api: UsersApi) {
  const saved = useUserSaved();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.update(body),
    onSuccess: saved,
  });
}
