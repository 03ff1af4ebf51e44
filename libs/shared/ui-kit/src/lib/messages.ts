import { ru } from '@shop/i18n-ru';

/** The kit's strings, shaped the way its components use them; the text itself lives in @shop/i18n-ru. */
export const uiMessages = {
  toastLabel: ru.toast.itemLabel,
  toastRegion: `${ru.toast.regionLabel} ({hotkey})`,
  toastRemaining: ru.toast.remaining,
  pageLoading: ru.common.pageLoading,
} as const;
