import { isApiError } from '@shop/api-client';
import { canMakeIntegratorRequest, type User } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { formatDate, ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { failureToastText, useApi } from '@shop/storefront-data-access';
import { SmartLink } from '@shop/storefront-ui-layout';
import { Badge, Button, useConfirm, useToast, type BadgeTone } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  latestIntegratorRequestQuery,
  type IntegratorRequest,
  type IntegratorRequestStatus,
} from './integrator-request-api';
import { IntegratorRequestForm } from './integrator-request-form';
import { useRefreshIntegratorRequest, useWithdrawIntegratorRequest } from './use-integrator-request';

const t = ru.storefrontIntegrators;

/** The id of the section, which the banner's link scrolls to. */
export const INTEGRATOR_REQUEST_SECTION_ID = 'integrator-request';

/**
 * The account's «Стать интегратором» section: the latest request with its status (the manager's answer when it was
 * rejected, «Отозвать заявку» while it is pending), and the request form while SPEC 4 lets the user apply (a
 * confirmed e-mail first). A root account, and a customer in a group who never applied, see nothing here.
 */
export function IntegratorRequestSection() {
  const user = useSession((state) => (state.isLoggedIn ? state.user : null));
  if (!user || user.role !== 'customer') return null;
  return <SectionContent user={user} />;
}

function SectionContent({ user }: { user: User }) {
  const api = useApi();
  const headingId = useId();
  const { data: request, isPending, isError } = useQuery(latestIntegratorRequestQuery(api, user.id));
  const mayApply = canMakeIntegratorRequest(user);

  let content;
  if (isPending)
    content = (
      <p role="status" className="sf-integrator__note">
        {t.section.loading}
      </p>
    );
  else if (isError) content = <p className="sf-notice sf-notice--error">{t.section.failed}</p>;
  else if (!request && !mayApply) return null;
  else
    content = (
      <>
        {request ? <RequestCard request={request} userId={user.id} /> : null}
        {mayApply ? (
          <ApplyPart user={user} />
        ) : request && request.status !== 'pending' && request.status !== 'confirmed' ? (
          <NotAllowed />
        ) : null}
      </>
    );

  return (
    <section
      className="sf-container sf-account sf-integrator"
      id={INTEGRATOR_REQUEST_SECTION_ID}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="sf-integrator__title">
        {request ? t.section.titleWithRequest : t.section.title}
      </h2>
      {mayApply ? (
        <p className="sf-integrator__lead">
          {t.section.lead} <SmartLink to="/application-conditions">{t.section.conditions}</SmartLink>
        </p>
      ) : null}
      {content}
    </section>
  );
}

/** The form, or the way to confirm the e-mail first. */
function ApplyPart({ user }: { user: User }) {
  if (!user.emailIsConfirmed) {
    return (
      <p className="sf-notice">
        {t.section.confirmEmail} <SmartLink to="/account/confirm/email">{t.section.confirmEmailLink}</SmartLink>
      </p>
    );
  }
  return <IntegratorRequestForm user={user} />;
}

function NotAllowed() {
  return (
    <p className="sf-integrator__note">
      {t.section.notAllowed} <SmartLink to="/contact">{t.section.contactLink}</SmartLink>
    </p>
  );
}

const STATUS_TONE: Record<IntegratorRequestStatus, BadgeTone> = {
  pending: 'info',
  confirmed: 'success',
  rejected: 'danger',
  'self-denial': 'neutral',
};

/** A request's status as a coloured label with its Russian name. */
export function IntegratorStatusBadge({ status }: { status: IntegratorRequestStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{t.status[status]}</Badge>;
}

const STATUS_NOTE: Record<IntegratorRequestStatus, string> = {
  pending: t.request.pendingNote,
  confirmed: t.request.confirmedNote,
  rejected: t.request.rejectedNote,
  'self-denial': t.request.selfDenialNote,
};

function RequestCard({ request, userId }: { request: IntegratorRequest; userId: string }) {
  const facts: [string, string][] = [
    [t.request.company, request.companyTitle],
    [t.request.inn, request.inn],
    [t.request.phone, request.phone],
    [t.request.region, request.region],
  ];
  if (request.website) facts.push([t.request.website, request.website]);
  if (request.comment) facts.push([t.request.comment, request.comment]);
  if (request.status !== 'pending') facts.push([t.request.decidedAt, formatDate(request.updatedAt)]);
  return (
    <article className="sf-integrator__card" aria-label={t.request.title}>
      <header className="sf-integrator__card-header">
        <h3 className="sf-integrator__card-title">{t.request.title}</h3>
        <p className="sf-integrator__status-line">
          <span className="ui-visually-hidden">{t.request.statusLabel}: </span>
          <IntegratorStatusBadge status={request.status} />{' '}
          <time dateTime={request.createdAt} className="sf-integrator__date">
            {t.request.sentAt} {formatDate(request.createdAt)}
          </time>
        </p>
      </header>
      <p className="sf-integrator__note">{STATUS_NOTE[request.status]}</p>
      {request.status === 'rejected' && request.adminComment ? (
        <div className="sf-integrator__answer">
          <h4 className="sf-integrator__answer-title">{t.request.adminComment}</h4>
          <p className="sf-integrator__answer-text">{request.adminComment}</p>
        </div>
      ) : null}
      <dl className="sf-account__facts sf-integrator__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="sf-account__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {request.status === 'pending' ? <WithdrawButton request={request} userId={userId} /> : null}
    </article>
  );
}

/** «Отозвать заявку», after a confirmation; a decision made meanwhile (code 32) shows the request as it now is. */
function WithdrawButton({ request, userId }: { request: IntegratorRequest; userId: string }) {
  const confirm = useConfirm();
  const toast = useToast();
  const withdraw = useWithdrawIntegratorRequest(userId);
  const refresh = useRefreshIntegratorRequest(userId);

  async function onWithdraw(): Promise<void> {
    if (withdraw.isPending) return;
    const confirmed = await confirm({
      title: t.request.withdrawQuestion,
      description: t.request.withdrawText,
      confirmLabel: t.request.withdrawConfirm,
      cancelLabel: t.request.withdrawKeep,
    });
    if (!confirmed) return;
    try {
      await withdraw.mutateAsync(request.id);
      toast.success(t.request.withdrawn);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.Conflict) {
        toast.error(t.form.refused);
        await refresh();
      } else toast.error(failureToastText('integrator-request-withdraw', error));
    }
  }

  return (
    <div className="sf-integrator__actions">
      <Button type="button" variant="secondary" loading={withdraw.isPending} onClick={() => void onWithdraw()}>
        {t.request.withdraw}
      </Button>
    </div>
  );
}
