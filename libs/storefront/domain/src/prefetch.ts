/** The part of the Network Information API that decides prefetching. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Link prefetch mode for the current connection: SPEC 2 forbids prefetching on 2g or with data-saver on. */
export function prefetchModeFor(connection: ConnectionInfo | null | undefined): 'intent' | 'none' {
  if (!connection) return 'intent';
  if (connection.saveData) return 'none';
  if (connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g') return 'none';
  return 'intent';
}
