import { ru } from '@shop/i18n-ru';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { readSafePageLeave } from './safe-page-leave';

/**
 * Asks before the admin leaves a form with unsaved changes (SPEC 5 'safe page leave'): an in-app
 * navigation is held by the router's blocker until the admin confirms, and closing or reloading the
 * tab gets the browser's own prompt. Off when the `safe_page_leave` cookie says 'false' — read when the
 * admin leaves, so flipping the setting applies to a form that is already open.
 * Pass `dirty` false right before navigating away after a successful save.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  confirmLeave: (message: string) => boolean = defaultConfirm,
): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      readSafePageLeave() &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave(ru.admin.unsavedChanges.confirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirmLeave]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own wording; preventDefault is what asks them to.
      if (readSafePageLeave()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

function defaultConfirm(message: string): boolean {
  return window.confirm(message);
}
