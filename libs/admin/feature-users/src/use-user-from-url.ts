import { ErrorCode } from '@shop/errors';
import { isApiError } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { userQueryOptions } from './user-queries';
import { useUsersApi } from './users-api-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What {@link useUserFromUrl} returns. */
export type UserLookup = ReturnType<typeof useUserFromUrl>;

/** The user named by `?id=` of the update pages, and whether the id is missing or unknown. */
export function useUserFromUrl() {
  const api = useUsersApi();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id')?.trim() ?? '';
  const userId = UUID.test(raw) ? raw : null;
  const query = useQuery({ ...userQueryOptions(api, userId ?? ''), enabled: userId !== null });
  const notFound = query.isError && isApiError(query.error) && query.error.code === ErrorCode.RecordNotFound;
  return { userId, query, notFound };
}
