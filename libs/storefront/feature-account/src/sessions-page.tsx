import { unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Button, Spinner, useToast } from '@shop/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@shop/storefront-data-access';
import { AccountSubpageHeader } from './account-page';
import { describeBrowser } from './describe-browser';

const t = ru.storefront.sessions;

type Session = Schema<'AuthSession'>;

/** The account's live sessions: the owner ends one they do not know, or every other. */
export function SessionsPage() {
  const api = useApi();
  const toast = useToast();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(unwrap(await api.GET('/api/v1/user/current/sessions')).payload.sessionList);
    } catch {
      toast.error(ru.common.error);
    }
  }, [api, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(target: 'others' | Session) {
    setBusy(target === 'others' ? 'others' : target.id);
    try {
      if (target === 'others') unwrap(await api.DELETE('/api/v1/user/current/sessions'));
      else
        unwrap(
          await api.DELETE('/api/v1/user/current/sessions/{sessionId}', { params: { path: { sessionId: target.id } } }),
        );
      toast.success(target === 'others' ? t.othersEnded : t.ended);
      await load();
    } catch {
      toast.error(ru.common.error);
    } finally {
      setBusy(null);
    }
  }

  const others = sessions?.filter((s) => !s.isCurrent) ?? [];

  return (
    <section className="sf-container sf-account sf-account--narrow">
      <AccountSubpageHeader title={t.title} lead={t.lead} />
      {sessions === null ? (
        <p role="status">
          <Spinner size="sm" decorative /> {t.loading}
        </p>
      ) : (
        <>
          <ul className="sf-sessions">
            {sessions.map((s) => (
              <li key={s.id} className="sf-sessions__item">
                <div className="sf-sessions__text">
                  <strong>{describeBrowser(s.userAgent) ?? t.unknownBrowser}</strong>
                  {s.isCurrent ? <span className="sf-sessions__current"> — {t.current}</span> : null}
                  <br />
                  <span className="sf-sessions__meta">
                    {[
                      t.signedIn.replace('{date}', formatDateTime(s.signedInAt)),
                      t.lastSeen.replace('{date}', formatDateTime(s.lastSeenAt)),
                      ...(s.ip ? [t.address.replace('{ip}', s.ip)] : []),
                    ].join(', ')}
                  </span>
                </div>
                {s.isCurrent ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy === s.id}
                    disabled={busy !== null}
                    onClick={() => void end(s)}
                  >
                    {t.end}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <Button loading={busy === 'others'} disabled={busy !== null} onClick={() => void end('others')}>
              {t.endOthers}
            </Button>
          ) : (
            <p className="sf-form__lead">{t.none}</p>
          )}
        </>
      )}
    </section>
  );
}
