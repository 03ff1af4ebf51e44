import { hasErrorCode } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

/** A record looked up by the `?id=` of an update page. */
export interface RecordLookup<T> {
  /** The id, or null when it is missing or not a UUID. */
  id: string | null;
  query: UseQueryResult<T>;
  /** The API answered code 6: no such record. */
  notFound: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of `?id=` when it is a UUID, else null (a malformed id is reported as missing, not sent). */
export function useIdFromUrl(): string | null {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id')?.trim() ?? '';
  return UUID.test(raw) ? raw : null;
}

/** The record named by `?id=`, and whether the id is missing or unknown (code 6). */
export function useRecordFromUrl<T, Key extends readonly unknown[]>(
  options: (id: string) => UseQueryOptions<T, Error, T, Key>,
): RecordLookup<T> {
  const id = useIdFromUrl();
  const query = useQuery({ ...options(id ?? ''), enabled: id !== null });
  const notFound = query.isError && hasErrorCode(query.error, ErrorCode.RecordNotFound);
  return { id, query, notFound };
}
