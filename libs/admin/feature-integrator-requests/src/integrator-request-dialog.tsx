import { FormDialog } from '@shop/admin-ui-data';
import { hasErrorCode } from '@shop/api-client';
import { ErrorCode, toastText } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Button, Select, Spinner, Textarea, useToast } from '@shop/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  customerGroupChoicesQueryOptions,
  useChangeIntegratorRequestStatus,
  useReloadIntegratorRequests,
} from './integrator-request-queries';
import type {
  ChangeIntegratorRequestStatusBody,
  CustomerGroupOption,
  IntegratorRequest,
} from './integrator-requests-api';
import { useIntegratorRequestsApi } from './integrator-requests-api-context';

const t = ru.adminIntegratorRequests.dialog;

/** The contract's limit on the administrator's comment. */
export const ADMIN_COMMENT_MAX = 2000;

/** Where a decision takes a pending request. */
export type Decision = ChangeIntegratorRequestStatusBody['status'];

/** Props of {@link IntegratorRequestDialog}. */
export interface IntegratorRequestDialogProps {
  request: IntegratorRequest;
  decision: Decision;
  onClose: () => void;
}

/**
 * Confirms a pending request into a customer group (required) or rejects it, each with an optional comment for the
 * customer's letter. Code 32 (decided meanwhile) closes the dialog with a toast and reloads the list; code 6 while
 * confirming means the chosen group is gone, said beside the select.
 */
export function IntegratorRequestDialog({ request, decision, onClose }: IntegratorRequestDialogProps) {
  const api = useIntegratorRequestsApi();
  const toast = useToast();
  const change = useChangeIntegratorRequestStatus(api);
  const reload = useReloadIntegratorRequests();
  const confirming = decision === 'confirmed';
  const groups = useQuery({ ...customerGroupChoicesQueryOptions(api), enabled: confirming });
  const groupRef = useRef<HTMLSelectElement>(null);
  const [groupId, setGroupId] = useState('');
  const [groupError, setGroupError] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const company = request.companyTitle;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirming && groupId === '') {
      setGroupError(t.groupRequired);
      groupRef.current?.focus();
      return;
    }
    setGroupError(undefined);
    const adminComment = comment.trim() === '' ? null : comment.trim();
    const body: ChangeIntegratorRequestStatusBody = confirming
      ? { status: 'confirmed', customerGroupId: groupId, adminComment }
      : { status: 'rejected', adminComment };
    try {
      await change.mutateAsync({ requestId: request.id, body });
      toast.success(confirming ? t.confirmed : t.rejected);
      onClose();
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.Conflict)) {
        toast.error(t.conflict);
        onClose();
        await reload();
        return;
      }
      if (confirming && hasErrorCode(error, ErrorCode.RecordNotFound)) {
        setGroupError(t.groupMissing);
        groupRef.current?.focus();
        return;
      }
      toast.error(toastText(error));
    }
  };

  return (
    <FormDialog
      title={(confirming ? t.confirmTitle : t.rejectTitle).replace('{company}', company)}
      description={confirming ? t.confirmDescription : t.rejectDescription}
      submitLabel={confirming ? t.confirmSubmit : t.rejectSubmit}
      submitVariant={confirming ? 'primary' : 'danger'}
      submitDisabled={confirming && !groups.data?.length}
      pending={change.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {confirming && (
        <GroupField groups={groups} groupRef={groupRef} value={groupId} error={groupError} onChange={setGroupId} />
      )}
      <Textarea
        label={t.comment}
        hint={confirming ? t.commentHint : t.rejectCommentHint}
        rows={3}
        maxLength={ADMIN_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}

/** The required customer-group select, with its loading, failure and empty states. */
function GroupField({
  groups,
  groupRef,
  value,
  error,
  onChange,
}: {
  groups: UseQueryResult<CustomerGroupOption[]>;
  groupRef: RefObject<HTMLSelectElement | null>;
  value: string;
  error: string | undefined;
  onChange: (groupId: string) => void;
}) {
  if (groups.isPending) {
    return (
      <p className="admin-integrator-dialog__note" role="status">
        <Spinner size="sm" /> {t.groupsLoading}
      </p>
    );
  }
  if (groups.isError) {
    return (
      <div className="admin-integrator-dialog__note" role="alert">
        <span>{t.groupsFailed}</span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={groups.isFetching}
          onClick={() => void groups.refetch()}
        >
          {ru.common.retry}
        </Button>
      </div>
    );
  }
  if (groups.data.length === 0)
    return (
      <p className="admin-integrator-dialog__note" role="alert">
        {t.groupsEmpty}
      </p>
    );
  return (
    <Select
      ref={groupRef}
      label={t.group}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t.groupPlaceholder}</option>
      {groups.data.map((group) => (
        <option key={group.id} value={group.id}>
          {group.title}
        </option>
      ))}
    </Select>
  );
}
