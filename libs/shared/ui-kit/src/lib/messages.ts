import { ru } from '@shop/i18n-ru';

/**
 * Kit strings. Most come from @shop/i18n-ru; the few it does not hold yet are written here until its
 * owner adds them (asked for: ru.toast.itemLabel, ru.toast.remaining, ru.common.pageLoading, ru.placeholder.area).
 */
export const uiMessages = {
  toastLabel: 'Уведомление',
  toastRegion: `${ru.toast.regionLabel} ({hotkey})`,
  toastRemaining: 'Время до закрытия уведомления',
  pageLoading: 'Загрузка страницы',
  /** `{area}` is replaced by the name of the area that delivers the page. */
  placeholderArea: 'Возможности этой страницы появятся вместе с разделом «{area}».',
} as const;
