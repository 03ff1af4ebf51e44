/** A moment in UTC for file names, sortable and free of ':' (which some file systems refuse): 20261128T120501Z. */
export function fileStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
