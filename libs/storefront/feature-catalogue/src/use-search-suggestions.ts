import { unwrap } from '@shop/api-client';
import type { Payload } from '@shop/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '@shop/storefront-data-access';

/** Suggestions start at this many characters: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;
/** Typing pauses this long before a request, so a word typed quickly costs one call. */
const SUGGEST_DEBOUNCE_MS = 250;
const SUGGEST_LIMIT = 5;

export type SearchSuggestions = Payload<'suggestSearch'>;

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Type-ahead suggestions (a few products and categories) for the header search box, through the tab's API
 * client (personal prices for a customer). A failure just shows no suggestions: the search itself still works.
 */
export function useSearchSuggestions(text: string, enabled: boolean) {
  const api = useApi();
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['search-suggest', query],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/v1/search/suggest', { params: { query: { query, limit: SUGGEST_LIMIT } }, signal }))
        .payload,
    enabled: enabled && query.length >= SUGGEST_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
  });
}
