/**
 * Query keys of one kind of record, from generic to specific: `all` (root), `lists()` and `list(filters)`,
 * `details()` and `detail(id)`. A feature adds its own keys under `all`.
 */
export function recordKeys<Root extends string, Filters>(root: Root) {
  const all = [root] as const;
  return {
    all,
    lists: () => [root, 'list'] as const,
    list: (filters: Filters) => [root, 'list', filters] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: string) => [root, 'detail', id] as const,
  };
}

/** The keys {@link useRecordSaved} needs: one record's and every list's. */
export interface SavedRecordKeys {
  detail: (id: string) => readonly unknown[];
  lists: () => readonly unknown[];
}
