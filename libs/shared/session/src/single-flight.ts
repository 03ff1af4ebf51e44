/**
 * SPEC 4: each store operation ignores a new call of the same kind while one is loading. The ignored call gets
 * the running one's promise, so callers still learn how it ended. `onLoading` mirrors the flag into the store state.
 */
export function singleFlight<Kind extends string>(onLoading: (kind: Kind, loading: boolean) => void) {
  const inFlight = new Map<Kind, Promise<unknown>>();
  return function once<T>(kind: Kind, run: () => Promise<T>): Promise<T> {
    const running = inFlight.get(kind);
    if (running) return running as Promise<T>;
    onLoading(kind, true);
    const promise = run().finally(() => {
      inFlight.delete(kind);
      onLoading(kind, false);
    });
    inFlight.set(kind, promise);
    return promise;
  };
}
