import { valibotResolver } from '@hookform/resolvers/valibot';
import { toFormData, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Button, FileField, Input, useToast } from '@shop/ui-kit';
import { useForm } from 'react-hook-form';
import { useApi } from '@shop/storefront-data-access';
import { AccountSubpageHeader } from './account-page';
import { showFormError } from './form-errors';
import { contactSchema, type ContactInputValues, type ContactValues } from './schemas';

const t = ru.storefront;

const FIELDS = [
  'email',
  'currentPassword',
  'phone',
  'firstName',
  'middleName',
  'lastName',
  'companyTitle',
  'position',
  'requisitesFile',
] as const;

/** Profile update: sent as multipart with only the non-empty fields (SPEC 5), plus an optional requisites file. */
export function ContactPage() {
  const api = useApi();
  const session = useSessionStore();
  const user = useSession((state) => state.user);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactInputValues, unknown, ContactValues>({
    resolver: valibotResolver(contactSchema),
    defaultValues: {
      email: user?.email ?? '',
      currentPassword: '',
      phone: user?.phone ?? '',
      firstName: user?.firstName ?? '',
      middleName: user?.middleName ?? '',
      lastName: user?.lastName ?? '',
      companyTitle: user?.companyTitle ?? '',
      position: user?.position ?? '',
      requisitesFile: undefined,
    },
  });

  const chosenFile = watch('requisitesFile');
  // Another mailbox needs the password (the API refuses it otherwise): a stolen session alone must not move the account.
  const movesMailbox = isOtherMailbox(watch('email'), user?.email);

  const onSubmit = handleSubmit(async ({ requisitesFile, currentPassword, ...fields }) => {
    try {
      const body = { ...fields, ...(movesMailbox ? { currentPassword } : {}), requisitesFile: requisitesFile?.[0] };
      const reply = unwrap(
        await api.PATCH('/api/v1/user/current/update/info', { body: body as never, bodySerializer: toFormData }),
      );
      session.setSnapshot({ accessToken: session.getState().accessToken, user: reply.payload.customerUser });
      resetField('requisitesFile');
      resetField('currentPassword');
      toast.success(t.account.contactSaved);
    } catch (error) {
      showFormError<ContactInputValues>(error, {
        setError,
        toastError: toast.error,
        byCode: { [ErrorCode.EmailExists]: 'email' },
        fields: FIELDS,
      });
    }
  });

  return (
    <section className="sf-container sf-account sf-account--narrow">
      <AccountSubpageHeader title={t.account.contactTitle} lead={t.account.contactLead} />
      <form className="sf-form" noValidate onSubmit={onSubmit}>
        <Input
          label={t.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={errors.email?.message}
        />
        {movesMailbox ? (
          <Input
            label={t.fields.oldPassword}
            type="password"
            autoComplete="current-password"
            required
            hint={t.fields.currentPasswordHint}
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
        ) : null}
        <Input
          label={t.fields.phone}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <Input
          label={t.fields.lastName}
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
        <div className="sf-form__row">
          <Input
            label={t.fields.firstName}
            autoComplete="given-name"
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <Input
            label={t.fields.middleName}
            autoComplete="additional-name"
            {...register('middleName')}
            error={errors.middleName?.message}
          />
        </div>
        <Input
          label={t.fields.companyTitle}
          autoComplete="organization"
          {...register('companyTitle')}
          error={errors.companyTitle?.message}
        />
        <Input
          label={t.fields.position}
          autoComplete="organization-title"
          {...register('position')}
          error={errors.position?.message}
        />
        <FileField
          label={t.fields.requisitesFile}
          accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png"
          hint={
            user?.requisitesFileId
              ? `${t.fields.requisitesHint}. ${t.fields.requisitesPresent}`
              : t.fields.requisitesHint
          }
          fileName={chosenFile?.[0]?.name}
          {...register('requisitesFile')}
          error={errors.requisitesFile?.message}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {ru.common.save}
        </Button>
      </form>
    </section>
  );
}

/** True when `typed` names another mailbox than the account's (a change of letter case is the same one). */
function isOtherMailbox(typed: string | undefined, current: string | undefined): boolean {
  const next = typed?.trim().toLowerCase() ?? '';
  return next !== '' && next !== current?.toLowerCase();
}
