import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Button } from '@shop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../access/admin-guard';
import './sign-out-button.css';

const t = ru.admin.auth;

/** The header's account block: who is signed in and 'Выйти', which ends the session and forgets every cached answer. */
export function SignOutButton() {
  const session = useSessionStore();
  const email = useSession((state) => state.user?.email ?? null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="admin-account">
      {email && (
        <span className="admin-account__email" title={email}>
          {email}
        </span>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        loading={leaving}
        onClick={async () => {
          setLeaving(true);
          try {
            await session.logout();
          } finally {
            // Admin data must not outlive the session that fetched it.
            queryClient.clear();
            setLeaving(false);
          }
          await navigate(LOGIN_PATH, { replace: true });
        }}
      >
        {t.signOut}
      </Button>
    </div>
  );
}
