import { ru } from '@shop/i18n-ru';
import type { IntegratorRequestStatus } from './integrator-requests-api';
import './integrator-requests.css';

/** A request's status as a coloured badge: pending (blue), confirmed (green), rejected (red), withdrawn (grey); the word carries the meaning. */
export function IntegratorRequestStatusBadge({ status }: { status: IntegratorRequestStatus }) {
  return <span className={`admin-integrator-badge admin-integrator-badge--${status}`}>{ru.admin.users.integratorStatuses[status]}</span>;
}
