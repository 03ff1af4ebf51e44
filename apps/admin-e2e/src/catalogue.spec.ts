import { ru } from '@shop/i18n-ru';
import { testPng } from '@shop/testing-e2e/png';
import { createCustomerGroup, signInAsNewAdmin, unique } from './admin-api';
import { expect, test } from './fixtures';

const p = ru.adminProducts;
const pages = ru.admin.pages;
const category = ru.adminCatalogue.category.form;

test('the admin creates a category and a product in it with an uploaded image and a group price, and all of it is there after a reload', async ({
  page,
  rootToken,
}) => {
  // Six pages and an image conversion in one flow: three times the usual test budget.
  test.slow();
  const tag = unique();
  const categoryTitle = `Тахографы ${tag}`;
  const productTitle = `Тахограф Меркурий ТА-001 ${tag}`;
  const article = `ТА-001-${tag}`;
  // The customer group comes from the API: this flow is about the catalogue pages, the group pages have their own tests.
  const groupTitle = `Дилеры ${tag}`;
  await createCustomerGroup(page.request, rootToken, groupTitle, '5');

  await test.step('sign in', async () => {
    // An admin of its own, as in the user specs: sign-ins of the first root are rate-limited per email, and the
    // sign-in screen has its own spec.
    await signInAsNewAdmin(page, rootToken);
    await page.goto('/admin/category/create');
    await expect(page.getByRole('heading', { level: 1, name: pages.categoryCreate })).toBeVisible();
  });

  await test.step('create the category', async () => {
    await page.getByLabel(category.title, { exact: false }).first().fill(categoryTitle);
    await page.getByRole('button', { name: category.submitCreate, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.categoryUpdate })).toBeVisible();
  });

  await test.step('create the product in it', async () => {
    await page.goto('/admin/product/create');
    await page.getByLabel(p.form.title, { exact: false }).first().fill(productTitle);
    await expect(page.getByLabel(p.form.slug, { exact: false })).toHaveValue(
      `tahograf-merkuriy-ta-001-${tag.toLowerCase()}`.replace(/[^a-z0-9]+/g, '-'),
    );
    await page.getByLabel(p.form.article, { exact: false }).fill(article);
    await page.getByLabel(p.form.basePrice, { exact: false }).fill('12 345,50');
    await page.getByLabel(p.form.categoriesFilter).fill(tag);
    await page.getByRole('checkbox', { name: categoryTitle }).check();
    await page.getByRole('button', { name: p.form.submitCreate }).click();
    await expect(page).toHaveURL(/\/admin\/product\/update\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: pages.productUpdate })).toBeVisible();
  });
  const updateUrl = page.url();

  await test.step('upload its image', async () => {
    await page.getByRole('link', { name: p.tabs.multimedia }).click();
    await page
      .getByLabel(p.multimedia.upload)
      .setInputFiles({ name: `takhograf-${tag}.png`, mimeType: 'image/png', buffer: testPng(800, 600) });
    const first = page.getByRole('listitem', { name: p.multimedia.imageAlt.replace('{position}', '1') });
    await expect(first.getByText(p.multimedia.main)).toBeVisible();
    await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
  });

  await test.step('set its group price', async () => {
    await page.getByRole('link', { name: p.tabs.groupPrice }).click();
    await page.getByLabel(groupTitle).fill('9 999,90');
    await page.getByRole('button', { name: p.groupPrice.save }).click();
    await expect(page.getByText(ru.common.success).first()).toBeVisible();
  });

  await test.step('everything is there after a reload', async () => {
    await page.reload();
    await expect(page.getByLabel(groupTitle)).toHaveValue('9999,90');
    await page.getByRole('link', { name: p.tabs.multimedia }).click();
    await expect(
      page
        .getByRole('listitem', { name: p.multimedia.imageAlt.replace('{position}', '1') })
        .getByText(p.multimedia.main),
    ).toBeVisible();
    await page.goto(updateUrl);
    await expect(page.getByLabel(p.form.basePrice, { exact: false })).toHaveValue('12345,50');
    await expect(page.getByLabel(p.form.article, { exact: false })).toHaveValue(article);
    await expect(page.getByText(p.form.categoriesChosen.replace('{list}', categoryTitle))).toBeVisible();
    await expect(page.getByLabel(p.form.primaryCategory)).toHaveValue(/[0-9a-f-]{36}/);

    await page.goto(`/admin/product/list?searchQuery=${encodeURIComponent(article)}`);
    const row = page.getByRole('table', { name: p.list.tableLabel }).getByRole('row').nth(1);
    await expect(row).toContainText(productTitle);
    await expect(row).toContainText('12 345,50 ₽');
    await expect(row).toContainText(categoryTitle);
    await expect(row.getByRole('img')).toBeVisible();
  });
});

test('the unsaved-changes guard asks before leaving an edited product form', async ({ page, rootToken }) => {
  const tag = unique();
  await signInAsNewAdmin(page, rootToken);
  await page.goto('/admin/product/create');
  await expect(page.getByRole('heading', { level: 1, name: pages.productCreate })).toBeVisible();

  await page.getByLabel(p.form.title, { exact: false }).first().fill(`Черновик ${tag}`);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: p.tabs.relations }).click();
  await expect.poll(() => asked).toEqual([ru.admin.unsavedChanges.confirm]);
  await expect(page).toHaveURL(/\/admin\/product\/create$/);
  await expect(page.getByLabel(p.form.title, { exact: false }).first()).toHaveValue(`Черновик ${tag}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: p.tabs.relations }).click();
  await expect(page).toHaveURL(/\/admin\/product\/create\/relations$/);
  await expect(page.getByText(/Сначала сохраните основные данные товара/)).toBeVisible();
});
