import { useCallback, useMemo, useState } from 'react';

/**
 * Which parts of a page hold unsaved changes: each part gets a stable `onDirty` of its own (by name), and the page
 * learns whether any part is dirty, for one unsaved-changes guard over several forms.
 */
export function useDirtyParts() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((part: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(part) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const handlers = useMemo(() => new Map<string, (isDirty: boolean) => void>(), []);
  const onDirty = useCallback(
    (part: string) => {
      let handler = handlers.get(part);
      if (!handler) {
        handler = (isDirty: boolean) => report(part, isDirty);
        handlers.set(part, handler);
      }
      return handler;
    },
    [handlers, report],
  );
  return { anyDirty: dirty.size > 0, onDirty };
}
