import { ru } from '@shop/i18n-ru';
import { Button, RadioGroup, useToast } from '@shop/ui-kit';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { themeLabel } from './settings-format';
import { useSetTheme } from './settings-queries';
import type { ThematicTheme } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';
import { toastText } from '@shop/errors';

const t = ru.adminSettings.theme;

const OPTIONS = [
  { value: 'default', label: t.default },
  { value: 'new_year', label: t.newYear },
] as const satisfies readonly { value: ThematicTheme; label: string }[];

/** The storefront's theme: the usual one or the new-year logo with a seasonal accent; applied by a button. */
export function ThemeForm({ theme, onDirty }: { theme: ThematicTheme; onDirty: (dirty: boolean) => void }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const save = useSetTheme(api);
  const { register, watch, handleSubmit, reset } = useForm<{ thematicTheme: ThematicTheme }>({
    defaultValues: { thematicTheme: theme },
  });
  const chosen = watch('thematicTheme');
  const dirty = chosen !== theme;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = handleSubmit(async ({ thematicTheme }) => {
    try {
      const settings = await save.mutateAsync(thematicTheme);
      reset({ thematicTheme: settings.thematicTheme });
      toast.success(ru.adminSettings.site.saved);
    } catch (failure) {
      toast.error(toastText(failure));
    }
  });

  return (
    <form className="admin-settings__inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="admin-settings__current-value">{t.current.replace('{theme}', themeLabel(theme))}</p>
      <RadioGroup legend={t.legend} options={OPTIONS} {...register('thematicTheme')} />
      <p className="admin-settings__muted">{chosen === 'new_year' ? t.newYearHint : t.defaultHint}</p>
      <div className="admin-form-actions">
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
