import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentPageEditPage } from './content-page-edit-page';
import { ContentPageListPage } from './content-page-list-page';
import {
  aContentPage,
  apiError,
  aRoot,
  contentPages,
  fakeSiteSettingsApi,
  renderPage,
} from './testing/fake-site-settings-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EDIT_ROUTE = '/settings/content/:slug';

describe('content page list', () => {
  it('lists the four pages with their address and whether they show the built-in text', async () => {
    const pages = contentPages();
    pages[1] = aContentPage({ isBuiltIn: false, updatedAt: '2026-11-24T07:30:00.000Z', updatedBy: aRoot() });
    renderPage(
      ContentPageListPage,
      '/settings/content',
      fakeSiteSettingsApi({ listContentPages: vi.fn(async () => pages) }),
    );
    const table = await screen.findByRole('table', { name: 'Страницы сайта' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Контакты', '/contact', 'исходный текст', '—'],
      ['Доставка и оплата', '/delivery', 'изменено', '24 ноября 2026, 10:30:00'],
      ['Пользовательское соглашение', '/user-agreement', 'исходный текст', '—'],
      ['Условия для интеграторов', '/application-conditions', 'исходный текст', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Доставка и оплата' }).getAttribute('href')).toBe(
      '/settings/content/delivery',
    );
  });
});

describe('content page editor', () => {
  it('edits the title, text and SEO fields with a live preview, and saves them', async () => {
    const api = fakeSiteSettingsApi();
    renderPage(ContentPageEditPage, '/settings/content/delivery', api, EDIT_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница «Доставка и оплата»' })).toBeTruthy();
    expect(screen.getByText('Сейчас на странице исходный текст.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Вернуть исходный текст' })).toBeNull();

    const preview = screen.getByRole('region', { name: 'Как увидят покупатели' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Самовывоз' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Заголовок страницы/), { target: { value: 'Доставка' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Текст страницы' }), {
      target: {
        value: '<h2>Курьер</h2><p>По Москве — <a href="tel:+74951234567">позвоните</a>.</p><script>alert(1)</script>',
      },
    });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Курьер' })).toBeTruthy());
    expect(within(preview).getByText('Доставка')).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'позвоните' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.input(screen.getByLabelText(/^SEO-описание/), {
      target: { value: ' Доставка запчастей для тахографов по России ' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить страницу' }));
    await waitFor(() => expect(api.updateContentPage).toHaveBeenCalledOnce());
    expect(api.updateContentPage).toHaveBeenCalledWith('delivery', {
      title: 'Доставка',
      html: '<h2>Курьер</h2><p>По Москве — <a href="tel:+74951234567">позвоните</a>.</p><script>alert(1)</script>',
      seoTitle: null,
      seoDescription: 'Доставка запчастей для тахографов по России',
    });
    expect(await screen.findByText('Страница сохранена')).toBeTruthy();
    // The saved page is an edited one now: it names who changed it and can go back to the built-in text.
    expect(await screen.findByText('Изменена 25 ноября 2026, 13:00:00, Смирнов Пётр (root@tahosnab.ru)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуть исходный текст' })).toBeTruthy();
  });

  it('refuses an empty text, and shows the API’s field message beside its field', async () => {
    const api = fakeSiteSettingsApi({
      updateContentPage: vi.fn(async () =>
        Promise.reject(apiError(12, 400, [{ field: 'html', message: 'После очистки текст пуст' }])),
      ),
    });
    renderPage(ContentPageEditPage, '/settings/content/contact', api, EDIT_ROUTE);
    await screen.findByRole('heading', { level: 1, name: 'Страница «Контакты»' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Текст страницы' }), { target: { value: '<p> </p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить страницу' }));
    expect(await screen.findByText('Добавьте текст страницы')).toBeTruthy();
    expect(api.updateContentPage).not.toHaveBeenCalled();

    fireEvent.input(screen.getByRole('textbox', { name: 'Текст страницы' }), {
      target: { value: '<img src=x>' + ' '.repeat(2) + 'текст' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить страницу' }));
    expect(await screen.findByText('После очистки текст пуст')).toBeTruthy();
  });

  it('returns an edited page to its built-in text after a confirmation', async () => {
    const pages = contentPages();
    pages[0] = aContentPage({
      slug: 'contact',
      title: 'Наши контакты',
      html: '<p>Изменённый текст</p>',
      isBuiltIn: false,
      updatedAt: '2026-11-24T07:30:00.000Z',
      updatedBy: aRoot(),
    });
    const api = fakeSiteSettingsApi({ listContentPages: vi.fn(async () => pages) });
    renderPage(ContentPageEditPage, '/settings/content/contact', api, EDIT_ROUTE);
    await screen.findByRole('heading', { level: 1, name: 'Страница «Контакты»' });
    expect(screen.getByLabelText(/^Заголовок страницы/)).toHaveProperty('value', 'Наши контакты');
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть исходный текст' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Вернуть странице «Контакты» исходный текст? Ваши изменения будут потеряны.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть исходный текст' }));
    await waitFor(() => expect(api.resetContentPage).toHaveBeenCalledWith('contact'));
    await waitFor(() => expect(screen.getByLabelText(/^Заголовок страницы/)).toHaveProperty('value', 'Контакты'));
    expect(screen.getByText('Сейчас на странице исходный текст.')).toBeTruthy();
  });

  it('says so for a page that does not exist', async () => {
    renderPage(ContentPageEditPage, '/settings/content/about', fakeSiteSettingsApi(), EDIT_ROUTE);
    expect(await screen.findByText('Такой страницы нет: выберите страницу из списка.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку страниц' }).getAttribute('href')).toBe('/settings/content');
  });

  it('asks before leaving an edited page unsaved', async () => {
    const { router } = renderPage(ContentPageEditPage, '/settings/content/delivery', fakeSiteSettingsApi(), EDIT_ROUTE);
    await screen.findByRole('heading', { level: 1, name: 'Страница «Доставка и оплата»' });
    fireEvent.input(screen.getByLabelText(/^Заголовок страницы/), { target: { value: 'Доставка' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await router.navigate('/settings/content');
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/settings/content/delivery');
  });
});
