import { ru } from '@shop/i18n-ru';

const t = ru.adminSettings.content;

/** «изменено» or «исходный текст»: whether a content page shows an administrator's text or its built-in one. */
export function ContentPageState({ builtIn }: { builtIn: boolean }) {
  return (
    <span
      className={builtIn ? 'admin-content-page__state' : 'admin-content-page__state admin-content-page__state--edited'}
    >
      {builtIn ? t.stateBuiltIn : t.stateEdited}
    </span>
  );
}
