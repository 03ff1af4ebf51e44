import { VAT_RATES } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { Button, Input, Select, useToast } from '@shop/ui-kit';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import {
  SELLER_FIELD_LIMITS,
  sellerFormDefaults,
  sellerFormResolver,
  toShopRequisitesBody,
  type SellerFormValues,
} from './seller-form-values';
import { fieldErrorsOf } from './settings-errors';
import { useSetShopRequisites } from './settings-queries';
import type { AdminSiteSettings, SellerRequisites } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';
import { toastText } from '@shop/errors';

const m = ru.adminSettings.seller;

/** The fields of each group of the form, with their labels and hints. */
const GROUPS: readonly {
  legend: string;
  fields: readonly { name: keyof SellerRequisites; label: string; hint?: string; inputMode?: 'numeric' | 'tel' }[];
}[] = [
  {
    legend: m.company,
    fields: [
      { name: 'title', label: m.titleLabel },
      { name: 'inn', label: m.inn, inputMode: 'numeric' },
      { name: 'kpp', label: m.kpp, hint: m.kppHint },
      { name: 'ogrn', label: m.ogrn, inputMode: 'numeric' },
      { name: 'legalAddress', label: m.legalAddress },
      { name: 'phone', label: m.phone, inputMode: 'tel' },
    ],
  },
  {
    legend: m.bank,
    fields: [
      { name: 'bankName', label: m.bankName },
      { name: 'bik', label: m.bik, inputMode: 'numeric' },
      { name: 'checkingAccount', label: m.checkingAccount, inputMode: 'numeric' },
      { name: 'correspondentAccount', label: m.correspondentAccount, inputMode: 'numeric' },
    ],
  },
  {
    legend: m.signatures,
    fields: [
      { name: 'director', label: m.director, hint: m.signatureHint },
      { name: 'accountant', label: m.accountant, hint: m.signatureHint },
    ],
  },
];

/**
 * The seller printed on invoices, the НДС rate and the order e-mail, saved together. Checked in the browser by the
 * bank rules of @shop/domain, as the API checks them; a code 12 naming `seller.<field>` lands beside that field.
 */
export function SellerForm({ settings, onDirty }: { settings: AdminSiteSettings; onDirty: (dirty: boolean) => void }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const save = useSetShopRequisites(api);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SellerFormValues>({ defaultValues: sellerFormDefaults(settings), resolver: sellerFormResolver });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(toShopRequisitesBody(values));
        reset(sellerFormDefaults(saved));
        toast.success(ru.adminSettings.site.saved);
      } catch (failure) {
        const fields = new Map([...fieldErrorsOf(failure), ...fieldErrorsOf(failure, 'seller.')]);
        let shown = false;
        for (const [field, message] of fields) {
          if (!(field in values)) continue;
          setError(field as Path<SellerFormValues>, { type: 'server', message }, { shouldFocus: !shown });
          shown = true;
        }
        toast.error(shown ? m.invalid : toastText(failure));
      }
    },
    () => toast.error(m.invalid),
  );

  return (
    <form className="admin-settings__seller" noValidate onSubmit={(event) => void submit(event)}>
      {settings.seller === null && <p className="admin-warning">{m.empty}</p>}
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="admin-settings__fieldset">
          <legend>{group.legend}</legend>
          <div className="admin-form-grid">
            {group.fields.map((field) => (
              <Input
                key={field.name}
                label={field.label}
                hint={field.hint}
                inputMode={field.inputMode}
                autoComplete="off"
                maxLength={SELLER_FIELD_LIMITS[field.name]}
                error={errors[field.name]?.message}
                {...register(field.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="admin-settings__fieldset">
        <legend>{m.taxAndMail}</legend>
        <div className="admin-form-grid">
          <Select label={m.vatRate} hint={m.vatRateHint} error={errors.vatRate?.message} {...register('vatRate')}>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {ru.orders.vatRate[rate]}
              </option>
            ))}
          </Select>
          <Input
            label={m.orderEmail}
            hint={m.orderEmailHint}
            type="email"
            autoComplete="off"
            error={errors.orderEmail?.message}
            {...register('orderEmail')}
          />
        </div>
      </fieldset>
      <div className="admin-form-actions">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
