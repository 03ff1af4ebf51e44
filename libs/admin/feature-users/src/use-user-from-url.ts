import { useRecordFromUrl } from '@shop/admin-data-access';
import { userQueryOptions } from './user-queries';
import { useUsersApi } from './users-api-context';

/** What {@link useUserFromUrl} returns. */
export type UserLookup = ReturnType<typeof useUserFromUrl>;

/** The user named by `?id=` of the update pages, and whether the id is missing or unknown. */
export function useUserFromUrl() {
  const api = useUsersApi();
  const { id: userId, query, notFound } = useRecordFromUrl((id) => userQueryOptions(api, id));
  return { userId, query, notFound };
}
