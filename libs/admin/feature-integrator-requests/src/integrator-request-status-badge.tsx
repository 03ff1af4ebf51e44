import { ru } from '@shop/i18n-ru';
import { Badge, type BadgeTone } from '@shop/ui-kit';
import type { IntegratorRequestStatus } from './integrator-requests-api';

const TONES: Readonly<Record<IntegratorRequestStatus, BadgeTone>> = {
  pending: 'info',
  confirmed: 'success',
  rejected: 'danger',
  'self-denial': 'neutral',
};

/** A request's status as a coloured badge: pending (blue), confirmed (green), rejected (red), withdrawn (grey); the word carries the meaning. */
export function IntegratorRequestStatusBadge({ status }: { status: IntegratorRequestStatus }) {
  return (
    <Badge tone={TONES[status]} size="sm">
      {ru.admin.users.integratorStatuses[status]}
    </Badge>
  );
}
