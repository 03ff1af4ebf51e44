import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { Link } from 'react-router';
import './ui-data.css';

/** A block that failed to load, with a retry button (spinning while `retrying`). */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="admin-error" role="alert">
      <p>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
        {ru.common.retry}
      </Button>
    </div>
  );
}

/** An edit page whose `?id=` is missing or names nothing: says so and links back to the list. */
export function MissingRecord({
  message,
  listPath,
  listLabel,
}: {
  message: string;
  listPath: string;
  listLabel: string;
}) {
  return (
    <div className="admin-notice" role="alert">
      <p>{message}</p>
      <Link to={listPath}>{listLabel}</Link>
    </div>
  );
}
