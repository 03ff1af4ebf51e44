import { Outlet } from 'react-router';
import { requireGuest } from '../../lib/session.server';
import type { Route } from './+types/guest-guard';

/** Guest guard (signed-out only): a signed-in user is sent home. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return null;
}

export default function GuestGuard() {
  return <Outlet />;
}
