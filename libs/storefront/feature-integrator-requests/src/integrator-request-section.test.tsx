import { ErrorCode } from '@shop/errors';
import { fail, json, testUser } from '@shop/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IntegratorRequestSection } from './integrator-request-section';
import { renderWithShop, testIntegratorRequest } from './test-harness';

afterEach(cleanup);

const LATEST = 'GET /api/v1/integrator-request/latest';
const CREATE = 'POST /api/v1/integrator-request';
const CURRENT = 'GET /api/v1/user/current';
const REQUEST = testIntegratorRequest();
const WITHDRAW = `PATCH /api/v1/integrator-request/${REQUEST.id}/self-denial`;

const ELIGIBLE = testUser({ emailIsConfirmed: true, companyTitle: 'ООО «ТахоСервис»', phone: '+7 916 000-00-01' });
const latestReply = (request: ReturnType<typeof testIntegratorRequest> | null) =>
  json(200, { payload: { integratorRequest: request } });
const requestReply = (request: ReturnType<typeof testIntegratorRequest>) =>
  json(200, { payload: { integratorRequest: request } });
const userReply = (user: ReturnType<typeof testUser>) => json(200, { payload: { customerUser: user } });

async function fillForm(values: { inn: string; region: string }) {
  await userEvent.type(screen.getByLabelText(/^ИНН/), values.inn);
  await userEvent.type(screen.getByLabelText(/^Регион работы/), values.region);
}

describe('IntegratorRequestSection', () => {
  it("sends the form with the profile's company and phone, then shows the pending request that can be withdrawn", async () => {
    const pendingUser = { ...ELIGIBLE, latestIntegratorRequestStatus: 'pending' as const };
    const created = testIntegratorRequest({ region: 'Татарстан', comment: '30 машин в парке' });
    const { api, session } = renderWithShop(<IntegratorRequestSection />, {
      user: ELIGIBLE,
      routes: { [LATEST]: latestReply(null), [CREATE]: requestReply(created), [CURRENT]: userReply(pendingUser) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Стать интегратором' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Заявка интегратора' });
    expect(screen.getByRole('link', { name: 'условиями сотрудничества' }).getAttribute('href')).toBe(
      '/application-conditions',
    );
    expect((screen.getByLabelText(/^Название организации/) as HTMLInputElement).value).toBe('ООО «ТахоСервис»');
    await fillForm({ inn: '7707083893', region: 'Татарстан' });
    await userEvent.type(screen.getByLabelText(/^Комментарий/), '30 машин в парке');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
    expect(JSON.parse(api.calls(CREATE)[0]?.body ?? '{}')).toEqual({
      companyTitle: 'ООО «ТахоСервис»',
      inn: '7707083893',
      phone: '+7 916 000-00-01',
      region: 'Татарстан',
      website: null,
      comment: '30 машин в парке',
    });
    const card = await screen.findByRole('article', { name: 'Ваша заявка' });
    expect(within(card).getByText('На рассмотрении')).toBeTruthy();
    expect(within(card).getByText('30 машин в парке')).toBeTruthy();
    // The user is fetched again past the throttle, so the banner and the rule follow at once.
    expect(api.calls(CURRENT)).toHaveLength(1);
    expect(session.getState().user?.latestIntegratorRequestStatus).toBe('pending');
    expect(screen.queryByRole('form', { name: 'Заявка интегратора' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Отозвать заявку' })).toBeTruthy();
  });

  it("refuses a wrong ИНН in the browser with the checkout's words, before the API sees it", async () => {
    const { api } = renderWithShop(<IntegratorRequestSection />, {
      user: ELIGIBLE,
      routes: { [LATEST]: latestReply(null) },
    });
    await screen.findByRole('form', { name: 'Заявка интегратора' });
    await fillForm({ inn: '7707083894', region: 'Москва' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('ИНН указан с ошибкой: не сходится контрольное число')).toBeTruthy();
    expect(screen.getByLabelText(/^ИНН/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Проверьте выделенные поля');
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it("shows the API's field errors beside the fields", async () => {
    const { api } = renderWithShop(<IntegratorRequestSection />, {
      user: ELIGIBLE,
      routes: {
        [LATEST]: latestReply(null),
        [CREATE]: json(400, {
          error: ErrorCode.CheckViolation,
          message: 'Проверьте данные заявки',
          details: [{ field: 'phone', message: 'Укажите телефон полностью, с кодом города или оператора' }],
        }),
      },
    });
    await screen.findByRole('form', { name: 'Заявка интегратора' });
    await fillForm({ inn: '500100732259', region: 'Москва' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Укажите телефон полностью, с кодом города или оператора')).toBeTruthy();
    expect(screen.getByLabelText(/^Телефон для связи/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(CREATE)).toHaveLength(1);
  });

  it('on code 32 says the state changed and shows the request as the API now has it', async () => {
    const pendingUser = { ...ELIGIBLE, latestIntegratorRequestStatus: 'pending' as const };
    const { api } = renderWithShop(<IntegratorRequestSection />, {
      user: ELIGIBLE,
      routes: {
        [LATEST]: [latestReply(null), latestReply(REQUEST)],
        [CREATE]: fail(409, ErrorCode.Conflict),
        [CURRENT]: userReply(pendingUser),
      },
    });
    await screen.findByRole('form', { name: 'Заявка интегратора' });
    await fillForm({ inn: '7707083893', region: 'Москва' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('article', { name: 'Ваша заявка' })).toBeTruthy();
    expect(api.calls(LATEST)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Заявка интегратора' })).toBeNull();
  });

  it('withdraws a pending request after a confirmation', async () => {
    const pendingUser = { ...ELIGIBLE, latestIntegratorRequestStatus: 'pending' as const };
    const { api, session } = renderWithShop(<IntegratorRequestSection />, {
      user: pendingUser,
      routes: {
        [LATEST]: latestReply(REQUEST),
        [WITHDRAW]: requestReply({ ...REQUEST, status: 'self-denial', updatedAt: '2026-11-21T10:00:00.000Z' }),
        [CURRENT]: userReply({ ...ELIGIBLE, latestIntegratorRequestStatus: 'self-denial' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Ваша заявка' });
    await userEvent.click(within(card).getByRole('button', { name: 'Отозвать заявку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать заявку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не отзывать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(WITHDRAW)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Отозвать заявку' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(1));
    expect(await screen.findByText('Отозвана')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отозвать заявку' })).toBeNull();
    await waitFor(() => expect(session.getState().user?.latestIntegratorRequestStatus).toBe('self-denial'));
    expect(screen.getByText(/Новую заявку подать нельзя/)).toBeTruthy();
  });

  it("shows a rejected request with the manager's answer and no form", async () => {
    renderWithShop(<IntegratorRequestSection />, {
      user: { ...ELIGIBLE, latestIntegratorRequestStatus: 'rejected' },
      routes: {
        [LATEST]: latestReply({
          ...REQUEST,
          status: 'rejected',
          adminComment: 'Нужен опыт установки тахографов от года',
        }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Ваша заявка' });
    expect(within(card).getByText('Отклонена')).toBeTruthy();
    expect(within(card).getByText('Нужен опыт установки тахографов от года')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Отозвать заявку' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks to confirm the e-mail first, and shows nothing to the root admin or a group member who never applied', async () => {
    renderWithShop(<IntegratorRequestSection />, {
      user: { ...ELIGIBLE, emailIsConfirmed: false },
      routes: { [LATEST]: latestReply(null) },
    });
    expect(await screen.findByRole('link', { name: 'Подтвердить почту' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    cleanup();

    const root = renderWithShop(<IntegratorRequestSection />, { user: { ...ELIGIBLE, role: 'root' } });
    expect(root.container.textContent).toBe('');
    expect(root.api.seen).toHaveLength(0);
    cleanup();

    const member = renderWithShop(<IntegratorRequestSection />, {
      user: { ...ELIGIBLE, isCustomerGroupAssigned: true },
      routes: { [LATEST]: latestReply(null) },
    });
    await waitFor(() => expect(member.api.calls(LATEST)).toHaveLength(1));
    await waitFor(() => expect(member.container.textContent).toBe(''));
  });
});
