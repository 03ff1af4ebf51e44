export { createApiSeam, type ApiSeam } from './api-seam';
export { recordKeys, type SavedRecordKeys } from './record-keys';
export { recordListQuery, recordQuery } from './record-queries';
export { useRecordSaved, useSaveMutation } from './use-record-saved';
export {
  buildCategoryTree,
  filterCategoryTree,
  subtreeIds,
  type CategoryTreeRow,
  type TreeCategory,
} from './category-tree';
export { showSaveProblem } from './show-save-problem';
export { useIdFromUrl, useRecordFromUrl, type RecordLookup } from './use-record-from-url';
