import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { claimReload, isChunkLoadError } from '@shop/domain';
import { BUILD_CHECK_INTERVAL_MS, isNewerBuildAvailable } from '@shop/storefront-domain';

declare const __BUILD_VERSION__: string;

/** Reloads the page once when a code-split chunk fails to load (an older build's files are gone after a deploy). */
export function useChunkLoadReload() {
  useEffect(() => {
    const reloadOnce = (reason: unknown, event?: Event) => {
      if (!isChunkLoadError(reason)) return;
      if (!claimReload(sessionStorage, Date.now())) return;
      event?.preventDefault();
      window.location.reload();
    };
    // Vite's own signal for a failed preload of a dynamic import.
    const onPreloadError = (event: Event) =>
      reloadOnce((event as Event & { payload?: unknown }).payload ?? 'Unable to preload CSS', event);
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason, event);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/** Checks every few minutes for a newer deploy; when there is one, the next navigation becomes a full page load. */
export function useNewBuildReload() {
  const stale = useRef(false);
  const location = useLocation();
  const firstLocation = useRef(true);

  useEffect(() => {
    const check = async () => {
      if (!stale.current && (await isNewerBuildAvailable(__BUILD_VERSION__))) stale.current = true;
    };
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    // The URL already shows the new page: reloading loads it from the new build.
    if (stale.current && claimReload(sessionStorage, Date.now())) window.location.reload();
  }, [location.key]);
}
