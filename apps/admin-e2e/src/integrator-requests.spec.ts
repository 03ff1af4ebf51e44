import { ru } from '@shop/i18n-ru';
import { createCustomerGroup, signInAsNewAdmin, unique } from './admin-api';
import { API_URL } from './e2e-env';
import { expect, test } from './fixtures';
import { applyAsIntegrator } from './integrator-requests-api';

const t = ru.adminIntegratorRequests;
const statuses = ru.admin.users.integratorStatuses;

test('the admin rejects one integrator request with a comment and confirms another into a group, and the list shows both decisions', async ({
  page,
  rootToken,
}) => {
  // The requests first: applying signs each customer in through the page's cookie jar, which the admin's sign-in replaces.
  const tag = unique();
  const declined = await applyAsIntegrator(
    page.request,
    rootToken,
    { companyTitle: `ООО «Отказ ${tag}»`, comment: 'Пока без опыта' },
    `declined-${tag}@firma.ru`,
  );
  const approved = await applyAsIntegrator(
    page.request,
    rootToken,
    { companyTitle: `ООО «Одобрение ${tag}»`, website: 'tahomontazh.example.ru' },
    `approved-${tag}@firma.ru`,
  );
  const groupTitle = `Интеграторы ${tag}`;
  await createCustomerGroup(page.request, rootToken, groupTitle, '10');
  await signInAsNewAdmin(page, rootToken);

  await page.goto('/admin/integrator-request/list');
  await expect(page.getByRole('heading', { level: 1, name: ru.admin.pages.integratorRequestList })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t.list.statusFilter })).toHaveValue('pending');
  await page.getByRole('searchbox', { name: t.list.searchLabel }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`searchQuery=${encodeURIComponent(tag)}`));
  const table = page.getByRole('table', { name: t.list.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(declined.email);
  await expect(table).toContainText('Пока без опыта');

  // Reject the first, with a reason.
  await table.getByRole('button', { name: t.list.rejectLabel.replace('{company}', `ООО «Отказ ${tag}»`) }).click();
  let dialog = page.getByRole('dialog', { name: t.dialog.rejectTitle.replace('{company}', `ООО «Отказ ${tag}»`) });
  await dialog.getByLabel(t.dialog.comment).fill('Нужен опыт установки тахографов от года');
  await dialog.getByRole('button', { name: t.dialog.rejectSubmit }).click();
  await expect(page.getByText(t.dialog.rejected, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The pending list no longer shows it.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText(declined.email);

  // Confirm the second: the group is required.
  await table.getByRole('button', { name: t.list.confirmLabel.replace('{company}', `ООО «Одобрение ${tag}»`) }).click();
  dialog = page.getByRole('dialog', { name: t.dialog.confirmTitle.replace('{company}', `ООО «Одобрение ${tag}»`) });
  await dialog.getByRole('button', { name: t.dialog.confirmSubmit }).click();
  await expect(dialog.getByText(t.dialog.groupRequired)).toBeVisible();
  await dialog.getByLabel(t.dialog.group).selectOption({ label: groupTitle });
  await dialog.getByLabel(t.dialog.comment).fill('Добро пожаловать');
  await dialog.getByRole('button', { name: t.dialog.confirmSubmit }).click();
  await expect(page.getByText(t.dialog.confirmed, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByText(ru.common.noData)).toBeVisible();

  // Every status: both decisions, with the manager's answers and no buttons left.
  await page.getByRole('combobox', { name: t.list.statusFilter }).selectOption('all');
  await expect(page).toHaveURL(/status=all/);
  await expect(table.getByRole('row')).toHaveCount(3);
  const declinedRow = table.getByRole('row').filter({ hasText: declined.email });
  await expect(declinedRow).toContainText(statuses.rejected);
  await expect(declinedRow).toContainText('Нужен опыт установки тахографов от года');
  const approvedRow = table.getByRole('row').filter({ hasText: approved.email });
  await expect(approvedRow).toContainText(statuses.confirmed);
  await expect(approvedRow).toContainText('Добро пожаловать');
  await expect(table.getByRole('button')).toHaveCount(0);

  // The customer is now in the group, and the users' records follow the requests.
  const reply = await page.request.get(`${API_URL}/api/v1/admin/user/list?searchQuery=${encodeURIComponent(tag)}`, {
    headers: { authorization: `Bearer ${rootToken}` },
  });
  const { userList } = (
    (await reply.json()) as {
      payload: {
        userList: {
          email: string;
          customerGroup: { title: string } | null;
          latestIntegratorRequestStatus: string | null;
        }[];
      };
    }
  ).payload;
  expect(userList.find((u) => u.email === approved.email)).toMatchObject({
    customerGroup: { title: groupTitle },
    latestIntegratorRequestStatus: 'confirmed',
  });
  expect(userList.find((u) => u.email === declined.email)).toMatchObject({
    customerGroup: null,
    latestIntegratorRequestStatus: 'rejected',
  });
});
