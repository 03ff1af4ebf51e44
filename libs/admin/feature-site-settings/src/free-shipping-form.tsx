import { hasErrorCode } from '@shop/api-client';
import { ErrorCode, toastText } from '@shop/errors';
import { formatMoney, ru } from '@shop/i18n-ru';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { costToInput, parseFreeShippingCost, type FreeShippingProblem } from './free-shipping-input';
import { useSetFreeShippingCost } from './settings-queries';
import { useSiteSettingsApi } from './site-settings-api-context';

const t = ru.adminSettings.freeShipping;

const PROBLEM_MESSAGES: Readonly<Record<FreeShippingProblem, string>> = {
  required: t.required,
  invalid: t.invalid,
  negative: t.negative,
  tooLarge: t.tooLarge,
};

/** Whether a stored cost means "no free shipping" ('0', '0.00'). */
const isOff = (cost: string) => /^0+(\.0+)?$/.test(cost);

/**
 * The order total from which shipping is free: checked here with the rules of code 21, and a code 21 the server
 * still answers is shown beside the field in Russian. What the cost means now (0 = no offer) is said under it.
 */
export function FreeShippingForm({ cost, onDirty }: { cost: string; onDirty: (dirty: boolean) => void }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const save = useSetFreeShippingCost(api);
  const [value, setValue] = useState(costToInput(cost));
  const [error, setError] = useState<string | null>(null);

  const parsed = parseFreeShippingCost(value);
  const dirty = !parsed.ok || parsed.value !== cost;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return setError(PROBLEM_MESSAGES[parsed.problem]);
    setError(null);
    try {
      const settings = await save.mutateAsync(parsed.value);
      setValue(costToInput(settings.freeShippingCost));
      toast.success(ru.adminSettings.site.saved);
    } catch (failure) {
      if (hasErrorCode(failure, ErrorCode.InvalidFreeShippingCost)) setError(t.serverInvalid);
      else toast.error(toastText(failure));
    }
  };

  return (
    <form className="admin-settings__inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="admin-settings__current-value">
        {isOff(cost) ? t.currentOff : t.currentOn.replace('{amount}', formatMoney(cost))}
      </p>
      <Input
        label={t.label}
        hint={t.hint}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error ?? undefined}
        wrapperClassName="admin-settings__narrow"
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <div className="admin-form-actions">
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
