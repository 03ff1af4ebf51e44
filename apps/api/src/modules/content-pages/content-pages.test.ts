import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPage, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { ManualClock, signedIn } from '../../testing/identity';
import { VALID_SELLER } from '../../testing/site-settings';
import { sanitizePageHtml } from '../../http/rich-text';
import { BUILT_IN_PAGES } from './built-in-pages';

const SLUGS = ['contact', 'delivery', 'user-agreement', 'application-conditions'] as const;

const HOSTILE_HTML = [
  '<h2 id="personal-data" onclick="steal()">Согласие</h2>',
  '<p style="color:red" onmouseover="steal()">Текст <a href="javascript:alert(1)">ссылка</a> и <a href="https://example.ru/" target="_blank">сайт</a></p>',
  '<script>alert(1)</script><style>body{display:none}</style>',
  '<h3 id="__reactRouterContext">Раздел</h3><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>',
].join('');

describe('content pages', () => {
  let t: TestApp;
  let clock: ManualClock;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    clock = new ManualClock(new Date('2026-11-25T09:30:00Z'));
    t = await buildTestApp({ clock });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/content-page/${slug}` });
  const put = (slug: string, payload: Record<string, unknown>, headers: Record<string, string> = root.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/content-page/${slug}`, headers, payload });
  const reset = (slug: string, headers: Record<string, string> = root.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/admin/content-page/${slug}`, headers });
  const list = (headers: Record<string, string> = root.headers) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/content-page/list', headers });
  const rootRef = () => ({
    id: root.user.id,
    email: root.user.email,
    firstName: null,
    lastName: null,
    companyTitle: null,
  });
  const edit = {
    title: 'Доставка по России',
    html: '<p>Отправляем ПЭК и СДЭК.</p>',
    seoTitle: 'Доставка',
    seoDescription: 'Как мы доставляем',
  };

  describe('GET /api/v1/content-page/{slug}', () => {
    it.each(SLUGS)(
      '%s shows its built-in text while no administrator edited it, and no seller while none is stored',
      async (slug) => {
        const res = await get(slug);
        expect(res.statusCode).toBe(200);
        const { title, html, seoTitle, seoDescription } = BUILT_IN_PAGES[slug];
        expect(res.json()).toEqual({
          payload: { contentPage: { slug, title, html, seoTitle, seoDescription, updatedAt: null }, seller: null },
        });
      },
    );

    it('carries the seller as invoices print it, and a change of the requisites shows at once', async () => {
      expect((await get('contact')).json().payload.seller).toBeNull();
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/site-settings/shop-requisites',
        headers: root.headers,
        payload: { seller: VALID_SELLER, vatRate: '22', orderEmail: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get('contact')).json().payload.seller).toEqual(VALID_SELLER);
      expect((await get('delivery')).json().payload.seller).toEqual(VALID_SELLER);
    });

    it('is served from memory until a write of this process (another process is seen within CATALOGUE_CACHE_SECONDS)', async () => {
      expect((await get('delivery')).json().payload.contentPage.title).toBe(BUILT_IN_PAGES.delivery.title);
      // As another API process would write it: this process keeps its cached page.
      await t.db.orm
        .insert(contentPage)
        .values({ slug: 'delivery', title: 'Записано другим процессом', html: '<p>Текст</p>' });
      expect((await get('delivery')).json().payload.contentPage.title).toBe(BUILT_IN_PAGES.delivery.title);
      // A write of this process clears the cache.
      expect((await put('delivery', edit)).statusCode).toBe(200);
      expect((await get('delivery')).json().payload.contentPage.title).toBe(edit.title);
    });

    it('reads the database every time with the cache off', async () => {
      const uncached = await buildTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
      try {
        await uncached.app.inject({ method: 'GET', url: '/api/v1/content-page/contact' });
        await uncached.db.orm
          .insert(contentPage)
          .values({ slug: 'contact', title: 'Наши контакты', html: '<p>Телефон</p>' });
        const res = await uncached.app.inject({ method: 'GET', url: '/api/v1/content-page/contact' });
        expect(res.json().payload.contentPage).toMatchObject({ title: 'Наши контакты', html: '<p>Телефон</p>' });
      } finally {
        await uncached.close();
      }
    });

    it('answers an unknown page with code 12 from the contract, never 5xx', async () => {
      for (const slug of ['about', 'CONTACT', '%00', 'contact%2F..']) {
        const res = await get(slug);
        expect(res.statusCode, slug).toBeLessThan(500);
        expect(res.json().error, slug).toBe(ErrorCode.CheckViolation);
      }
    });
  });

  describe('admin', () => {
    it('lists the four pages in order, built-in until edited', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const pages = res.json().payload.contentPageList as {
        slug: string;
        isBuiltIn: boolean;
        updatedAt: unknown;
        updatedBy: unknown;
        title: string;
      }[];
      expect(pages.map((p) => p.slug)).toEqual(SLUGS);
      expect(pages.every((p) => p.isBuiltIn && p.updatedAt === null && p.updatedBy === null)).toBe(true);
      expect(pages.map((p) => p.title)).toEqual(SLUGS.map((slug) => BUILT_IN_PAGES[slug].title));

      expect((await put('delivery', edit)).statusCode).toBe(200);
      const after = (await list()).json().payload.contentPageList as typeof pages;
      expect(after.map((p) => [p.slug, p.isBuiltIn])).toEqual([
        ['contact', true],
        ['delivery', false],
        ['user-agreement', true],
        ['application-conditions', true],
      ]);
      expect(after[1]).toMatchObject({
        title: edit.title,
        updatedAt: '2026-11-25T09:30:00.000Z',
        updatedBy: rootRef(),
      });
    });

    it('stores an edit with who and when; the shop shows it at once; blank SEO fields become null', async () => {
      expect((await get('delivery')).statusCode).toBe(200); // warms the cache
      const res = await put('delivery', {
        ...edit,
        title: '  Доставка по России  ',
        seoTitle: '   ',
        seoDescription: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.contentPage).toEqual({
        slug: 'delivery',
        title: 'Доставка по России',
        html: '<p>Отправляем ПЭК и СДЭК.</p>',
        seoTitle: null,
        seoDescription: null,
        isBuiltIn: false,
        updatedAt: '2026-11-25T09:30:00.000Z',
        updatedBy: rootRef(),
      });
      expect((await get('delivery')).json().payload.contentPage).toEqual({
        slug: 'delivery',
        title: 'Доставка по России',
        html: '<p>Отправляем ПЭК и СДЭК.</p>',
        seoTitle: null,
        seoDescription: null,
        updatedAt: '2026-11-25T09:30:00.000Z',
      });

      clock.advance(60_000);
      const again = await put('delivery', edit);
      expect(again.json().payload.contentPage).toMatchObject({
        seoTitle: 'Доставка',
        seoDescription: 'Как мы доставляем',
        updatedAt: '2026-11-25T09:31:00.000Z',
      });
    });

    it('sanitises the HTML on write: scripts, styles, event handlers and javascript: links go; plain anchor ids stay', async () => {
      const res = await put('user-agreement', { ...edit, html: HOSTILE_HTML });
      expect(res.statusCode, res.body).toBe(200);
      const { html } = res.json().payload.contentPage as { html: string };
      expect(html).toBe(
        '<h2 id="personal-data">Согласие</h2>' +
          '<p>Текст <a rel="noopener noreferrer">ссылка</a> и <a href="https://example.ru/" target="_blank" rel="noopener noreferrer">сайт</a></p>' +
          '<h3>Раздел</h3>',
      );
      for (const banned of [
        '<script',
        '<style',
        'onclick',
        'onmouseover',
        'onerror',
        'javascript:',
        '<iframe',
        '<img',
        'style=',
        '__reactRouterContext',
      ]) {
        expect(html).not.toContain(banned);
      }
      expect((await get('user-agreement')).json().payload.contentPage.html).toBe(html);
    });

    it('refuses a page with nothing left after sanitising (code 12 naming html) and a blank title (code 12 naming title)', async () => {
      for (const html of [
        '',
        '   ',
        '<script>alert(1)</script>',
        '<p>&nbsp;</p><p> </p><br>',
        '<img src="x" onerror="steal()">',
        '<style>p{}</style>',
      ]) {
        const res = await put('contact', { ...edit, html });
        expect(res.statusCode, html).toBe(400);
        expect(res.json(), html).toMatchObject({ error: ErrorCode.CheckViolation, details: [{ field: 'html' }] });
      }
      const blank = await put('contact', { ...edit, title: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ error: ErrorCode.CheckViolation, details: [{ field: 'title' }] });
      expect((await list()).json().payload.contentPageList[0].isBuiltIn).toBe(true);
    });

    it('leaves the shape to the contract: missing, over-long or extra fields are code 12', async () => {
      const cases: Record<string, unknown>[] = [
        { html: '<p>Текст</p>', seoTitle: null, seoDescription: null },
        { ...edit, title: '' },
        { ...edit, title: 'з'.repeat(201) },
        { ...edit, html: `<p>${'т'.repeat(200_001)}</p>` },
        { ...edit, seoTitle: 'з'.repeat(201) },
        { ...edit, seoDescription: 'о'.repeat(501) },
        { ...edit, html: 42 },
        { ...edit, isBuiltIn: true },
      ];
      for (const payload of cases) {
        const res = await put('contact', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json().error).toBe(ErrorCode.CheckViolation);
      }
      expect((await put('about', edit)).json().error).toBe(ErrorCode.CheckViolation);
    });

    it('resets a page to its built-in text, for the admin and the shop alike; a reset of a built-in page changes nothing', async () => {
      await get('application-conditions');
      expect((await put('application-conditions', edit)).statusCode).toBe(200);
      const res = await reset('application-conditions');
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.contentPage).toEqual({
        slug: 'application-conditions',
        ...BUILT_IN_PAGES['application-conditions'],
        isBuiltIn: true,
        updatedAt: null,
        updatedBy: null,
      });
      expect((await get('application-conditions')).json().payload.contentPage).toMatchObject({
        title: BUILT_IN_PAGES['application-conditions'].title,
        updatedAt: null,
      });
      const again = await reset('application-conditions');
      expect(again.statusCode).toBe(200);
      expect(again.json().payload.contentPage.isBuiltIn).toBe(true);
    });

    it('keeps the page when its editor is deleted (updatedBy becomes null)', async () => {
      const other = await signedIn(t.app, t.db.orm, 'root');
      expect((await put('contact', edit, other.headers)).statusCode).toBe(200);
      await t.db.orm.delete(users).where(eq(users.id, other.user.id));
      const page = (await list()).json().payload.contentPageList[0];
      expect(page).toMatchObject({ slug: 'contact', title: edit.title, isBuiltIn: false, updatedBy: null });
    });

    it('anonymous 401, customer 403, and nothing changes', async () => {
      const customer = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
      for (const headers of [{}, customer.headers] as Record<string, string>[]) {
        const expected =
          Object.keys(headers).length === 0 ? [401, ErrorCode.InvalidCredentials] : [403, ErrorCode.NoPermission];
        for (const res of [await list(headers), await put('contact', edit, headers), await reset('contact', headers)]) {
          expect([res.statusCode, res.json().error]).toEqual(expected);
        }
      }
      expect((await get('contact')).json().payload.contentPage.title).toBe(BUILT_IN_PAGES.contact.title);
    });
  });
});

describe('built-in pages', () => {
  it.each(SLUGS)(
    '%s is within the allow-list (sanitising changes nothing) and links only to the shop and mail/phone',
    (slug) => {
      const page = BUILT_IN_PAGES[slug];
      expect(sanitizePageHtml(page.html)).toBe(page.html);
      expect(page.title.length).toBeLessThanOrEqual(200);
      expect(page.seoTitle.length).toBeLessThanOrEqual(200);
      expect(page.seoDescription.length).toBeLessThanOrEqual(500);
      for (const [, href] of page.html.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^(\/[a-z-]+|mailto:|tel:\+7)/);
    },
  );

  it('has the 152-ФЗ consent under the anchor registration links to', () => {
    const html = BUILT_IN_PAGES['user-agreement'].html;
    expect(html).toMatch(/<h2 id="personal-data">[^<]*персональных данных<\/h2>/);
    expect(html).toContain('№ 152-ФЗ');
  });

  it('has what each page is for: contacts, delivery ways and payment, integrator conditions', () => {
    expect(BUILT_IN_PAGES.contact.html).toMatch(/tel:\+7/);
    expect(BUILT_IN_PAGES.contact.html).toMatch(/mailto:/);
    expect(BUILT_IN_PAGES.contact.html).toContain('Режим работы');
    for (const word of ['Самовывоз', 'Курьер', 'ПЭК', 'Деловые Линии', 'СДЭК', 'менеджер', 'по счёту'])
      expect(BUILT_IN_PAGES.delivery.html).toContain(word);
    for (const word of ['Кто может подать заявку', 'цена', 'проверяем', 'решени'])
      expect(BUILT_IN_PAGES['application-conditions'].html.toLowerCase()).toContain(word.toLowerCase());
  });
});
