import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import './access-pending.css';

/** Shown while the admin access check runs, before any admin page is rendered. */
export function AccessPending() {
  return (
    <div className="admin-access-pending" role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <p>{ru.admin.guard.checking}</p>
    </div>
  );
}
