import { recordKeys, useSaveMutation } from '@shop/admin-data-access';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CreateUserBody, UpdateUserBody, UserListFilters, UsersApi } from './users-api';

/** Query keys of the admin users, from generic to specific. */
export const userKeys = recordKeys<'admin-users', UserListFilters>('admin-users');

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

/** Creates a user; the cache update always runs before the caller's `onSuccess`. */
export function useCreateUser(api: UsersApi) {
  return useSaveMutation(userKeys, (body: CreateUserBody) => api.create(body));
}

/** Updates a user; the cache update always runs before the caller's `onSuccess`. */
export function useUpdateUser(api: UsersApi) {
  return useSaveMutation(userKeys, (body: UpdateUserBody) => api.update(body));
}
