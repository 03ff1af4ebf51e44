import { ru } from '@shop/i18n-ru';
import { useSessionStore } from '@shop/session';
import { Spinner } from '@shop/ui-kit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Signs out (the API revokes the session, other tabs reload) and goes home; the server then sees a guest. */
export function LogoutPage() {
  const session = useSessionStore();
  const navigate = useNavigate();
  useEffect(() => {
    // The store ignores a second call while the first runs, so a double effect in development is harmless.
    void session.logout().finally(() => navigate('/', { replace: true }));
  }, [session, navigate]);
  return (
    <p className="sf-result__text" role="status">
      <Spinner size="sm" decorative /> {ru.storefront.logout.progress}
    </p>
  );
}
