/** Strings of the favorite toggle and the /account/favorites page (issue #12). */
export const storefrontFavorites = {
  toggle: {
    add: 'В избранное',
    /** Accessible name of a card's toggle: the card's title tells which product. */
    addOf: 'В избранное: {title}',
  },
  page: {
    title: 'Избранное',
    lead: 'Товары, которые вы отметили. Войдите в аккаунт, чтобы список был доступен на всех ваших устройствах.',
    emptyTitle: 'В избранном пока ничего нет',
    emptyText: 'Нажмите на сердечко у товара в каталоге, чтобы сохранить его здесь.',
    failed: 'Не удалось загрузить избранное. Обновите страницу чуть позже.',
    remove: 'Удалить из избранного',
    removeOf: 'Удалить из избранного: {title}',
    listLabel: 'Избранные товары',
  },
} as const;
