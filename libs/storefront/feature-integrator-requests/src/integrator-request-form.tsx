import { ru } from '@shop/i18n-ru';
import type { User } from '@shop/domain';
import { failureToastText } from '@shop/storefront-data-access';
import { SmartLink } from '@shop/storefront-ui-layout';
import { Button, Input, Textarea, useToast } from '@shop/ui-kit';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  CHECK_VIOLATION_TEXT,
  integratorRequestDefaults,
  integratorRequestFailure,
  integratorRequestProblems,
  toIntegratorRequestCreate,
  type IntegratorRequestValues,
} from './integrator-request-values';
import { useCreateIntegratorRequest, useRefreshIntegratorRequest } from './use-integrator-request';

const t = ru.storefrontIntegrators.form;

/** The form's errors from {@link integratorRequestProblems}, as react-hook-form keeps them. */
const resolver: Resolver<IntegratorRequestValues> = async (values) => {
  const problems = integratorRequestProblems(values);
  if (problems.length === 0) return { values, errors: {} };
  const errors: FieldErrors<IntegratorRequestValues> = {};
  for (const { field, message } of problems) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** What stops a sent form, shown above the button. */
type Notice = 'fields' | 'refused' | 'email-not-confirmed';

/**
 * The integrator request: the company, its ИНН (checked with its check digits, as at checkout, before the API sees
 * it), a phone, the region of work and, optionally, a website and a comment, with a link to the conditions. The
 * API's refusals go where they belong: code 12 beside the fields, 18 and 32 above the button (32 then shows the
 * request as it now is), the rest a toast.
 */
export function IntegratorRequestForm({ user }: { user: User }) {
  const toast = useToast();
  const formId = useId();
  const create = useCreateIntegratorRequest(user.id);
  const refresh = useRefreshIntegratorRequest(user.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [defaultValues] = useState(() => integratorRequestDefaults(user));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IntegratorRequestValues>({ defaultValues, resolver });

  async function submit(values: IntegratorRequestValues): Promise<void> {
    if (create.isPending) return;
    setNotice(null);
    try {
      await create.mutateAsync(toIntegratorRequestCreate(values));
      toast.success(t.sent);
    } catch (error) {
      const failure = integratorRequestFailure(error);
      switch (failure.kind) {
        case 'fields':
          failure.fields.forEach(({ field, message }, index) =>
            setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (failure.unplaced) toast.error(CHECK_VIOLATION_TEXT);
          setNotice('fields');
          return;
        case 'refused':
          setNotice('refused');
          await refresh();
          return;
        case 'email-not-confirmed':
          setNotice('email-not-confirmed');
          return;
        default:
          toast.error(failureToastText('integrator-request', error));
      }
    }
  }

  const onSubmit = handleSubmit(submit, () => setNotice('fields'));
  const optional = (label: string) => `${label} (${t.optional})`;

  return (
    <form
      id={formId}
      className="sf-form sf-integrator-form"
      aria-label={t.label}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Input
        label={t.companyTitle}
        autoComplete="organization"
        required
        {...register('companyTitle')}
        error={errors.companyTitle?.message}
      />
      <div className="sf-form__row">
        <Input
          label={t.inn}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          required
          hint={t.innHint}
          {...register('inn')}
          error={errors.inn?.message}
        />
        <Input
          label={t.phone}
          type="tel"
          autoComplete="tel"
          required
          {...register('phone')}
          error={errors.phone?.message}
        />
      </div>
      <Input label={t.region} required hint={t.regionHint} {...register('region')} error={errors.region?.message} />
      <Input
        label={optional(t.website)}
        type="url"
        inputMode="url"
        autoComplete="url"
        {...register('website')}
        error={errors.website?.message}
      />
      <Textarea
        label={optional(t.comment)}
        rows={4}
        hint={t.commentHint}
        {...register('comment')}
        error={errors.comment?.message}
      />
      <p className="sf-integrator-form__terms">
        {t.agreement}{' '}
        <SmartLink to="/application-conditions" target="_blank">
          {t.agreementLink}
        </SmartLink>
        .
      </p>
      {notice ? (
        <p className="sf-notice sf-notice--error" role="alert">
          {notice === 'fields' ? t.checkFields : notice === 'refused' ? t.refused : t.emailNotConfirmed}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={create.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
