import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedRecordKeys } from './record-keys';

/** Keeps the cache right after a record was saved: its detail is the reply, every list is stale. */
export function useRecordSaved<Saved extends { id: string }>(keys: SavedRecordKeys) {
  const queryClient = useQueryClient();
  return async (record: Saved) => {
    queryClient.setQueryData(keys.detail(record.id), record);
    await queryClient.invalidateQueries({ queryKey: keys.lists() });
  };
}

/**
 * A mutation that saves a record, with {@link useRecordSaved}'s cache update as its own `onSuccess`:
 * it always runs before the caller's, which cannot switch it off.
 */
export function useSaveMutation<Variables, Saved extends { id: string }>(
  keys: SavedRecordKeys,
  save: (variables: Variables) => Promise<Saved>,
) {
  const saved = useRecordSaved<Saved>(keys);
  return useMutation({ mutationFn: save, onSuccess: saved });
}
