import { describe, expect, it } from 'vitest';
import { plural } from './plural';
import { ru } from './ru';

/** Every leaf of the dictionary with its dotted path. */
function leaves(node: unknown, path = 'ru'): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
}

describe('ru', () => {
  it('holds only non-empty strings', () => {
    const all = leaves(ru);
    expect(all.length).toBeGreaterThan(40);
    for (const [path, value] of all) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('exposes the app dictionaries', () => {
    expect(ru.storefront).toBeTypeOf('object');
    expect(ru.admin).toBeTypeOf('object');
  });

  it('has the strings of SPEC and of the shared interfaces', () => {
    expect(ru.common.close).toBe('Закрыть');
    expect(ru.common.showPassword).toBe('Показать пароль');
    expect(ru.common.hidePassword).toBe('Скрыть пароль');
    expect(ru.common.noData).toBe('Нет данных');
    expect(ru.common.loading).toBe('Загрузка…');
    expect(ru.common.success).toBe('Успешно выполнено');
    expect(ru.common.error).toBe('Возникла ошибка');
    expect(ru.common.errorWithCode).toBe('Возникла ошибка: {code}');
    expect(ru.common.toHome).toBe('На главную');
    expect(ru.common.maxQuantity).toBe('Максимум 100 000');
    expect(ru.errors.folderMustBeEmpty).toBe('Папка должна быть пустой');
    expect(ru.errors.fileIsUsed).toBe('Файл не может быть удален, поскольку он используется');
    expect(ru.errorPage.notFound).toBe('Страница не найдена');
    expect(ru.errorPage.generic).toBe('Возникла ошибка');
    expect(ru.errorPage.notFoundEn).toBe('Page not found');
    expect(ru.errorPage.toHome).toBe('На главную');
    expect(ru.browserBanner.contactLink).toBe('свяжитесь с нами');
    expect(ru.browserBanner.text).toMatch(/устарел/);
    expect(ru.browserBanner.text).toMatch(/[Оо]бновите/);
    expect(ru.colorMode.light).toBe('Светлая');
    expect(ru.colorMode.dark).toBe('Тёмная');
    expect(ru.colorMode.system).toBe('Системная');
    expect(ru.meta.titleTemplate).toBe('%s - интернет-магазин {brand}');
  });

  it('gives every plural word the one, few, many and other forms, each picked by plural()', () => {
    const words = Object.entries(ru.plurals);
    expect(words.length).toBeGreaterThan(0);
    for (const [word, forms] of words) {
      expect(Object.keys(forms).sort(), word).toEqual(['few', 'many', 'one', 'other']);
      expect(plural(1, forms), word).toBe(forms.one);
      expect(plural(3, forms), word).toBe(forms.few);
      expect(plural(7, forms), word).toBe(forms.many);
      expect(plural(2.5, forms), word).toBe(forms.other);
    }
    expect([1, 2, 5].map((n) => plural(n, ru.plurals.product))).toEqual(['товар', 'товара', 'товаров']);
  });
});
