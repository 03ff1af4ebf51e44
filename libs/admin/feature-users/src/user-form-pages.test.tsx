import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeUsersApi, renderPage } from './testing/render-page';
import { UserCreatePage } from './user-create-page';
import { UserUpdatePage } from './user-update-page';
import type { UpdateUserBody } from './users-api';

afterEach(cleanup);

const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('create user', () => {
  it('shows Russian messages beside the fields and sends nothing while the form is invalid', async () => {
    const api = fakeUsersApi();
    renderPage(UserCreatePage, '/user/create', api);
    type(/Телефон/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Укажите электронную почту')).toBeTruthy();
    expect(screen.getByText('Укажите пароль')).toBeTruthy();
    expect(screen.getByText(/Телефон: от 7 до 20 цифр/)).toBeTruthy();
    expect(screen.getByLabelText(/Электронная почта/).getAttribute('aria-invalid')).toBe('true');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('sends empty fields as null, says it worked and opens the new user', async () => {
    const api = fakeUsersApi();
    const { router } = renderPage(UserCreatePage, '/user/create', api);
    type(/Электронная почта/, 'petrov@firma.ru');
    type(/^Пароль/, 'надёжный пароль');
    type(/^Имя/, 'Пётр');
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: 'root' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledOnce());
    expect(api.create).toHaveBeenCalledWith({
      email: 'petrov@firma.ru',
      password: 'надёжный пароль',
      role: 'root',
      isActive: true,
      emailIsConfirmed: false,
      lastName: null,
      firstName: 'Пётр',
      middleName: null,
      gender: null,
      phone: null,
      companyTitle: null,
      position: null,
    });
    expect(await screen.findByText('Успешно выполнено')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/update'));
    expect(router.state.location.search).toBe('?id=9a0e1e64-2b8f-4a53-8d35-7f3f6f0b6c01');
  });

  it('puts "email exists" (28) beside the email field', async () => {
    const create = vi.fn(async () => {
      throw ApiError.fromReply(409, { error: 28, message: 'Пользователь с такой электронной почтой уже существует' });
    });
    renderPage(UserCreatePage, '/user/create', fakeUsersApi({ create }));
    type(/Электронная почта/, 'ivanov@firma.ru');
    type(/^Пароль/, 'надёжный пароль');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const email = screen.getByLabelText(/Электронная почта/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Пользователь с такой электронной почтой уже существует')).toBeTruthy();
    expect(screen.queryByText('Успешно выполнено')).toBeNull();
  });

  it('toasts other failures by the SPEC 8 rules', async () => {
    const create = vi.fn(async () => {
      throw ApiError.fromReply(500, { error: 0, message: 'Внутренняя ошибка' });
    });
    renderPage(UserCreatePage, '/user/create', fakeUsersApi({ create }));
    type(/Электронная почта/, 'ivanov@firma.ru');
    type(/^Пароль/, 'надёжный пароль');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
  });
});

describe('update user', () => {
  it('fills the form from the user and keeps the password when left empty', async () => {
    const api = fakeUsersApi({ get: vi.fn(async () => aUser({ middleName: null })) });
    renderPage(UserUpdatePage, `/user/update?id=${USER_ID}`, api);
    const firstName = await screen.findByLabelText(/^Имя/);
    expect(firstName).toHaveProperty('value', 'Иван');
    expect(screen.getByLabelText(/^Пароль/)).toHaveProperty('value', '');
    fireEvent.input(firstName, { target: { value: 'Иоанн' } });
    fireEvent.input(screen.getByLabelText(/Должность/), { target: { value: '  ' } });
    fireEvent.click(screen.getByLabelText(/Активен/));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledOnce());
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: USER_ID,
        firstName: 'Иоанн',
        password: null,
        position: null,
        middleName: null,
        isActive: false,
        gender: 'male',
      }),
    );
    expect(await screen.findByText('Успешно выполнено')).toBeTruthy();
  });

  it('clears the phone: sends null for the emptied field and the saved user shows no phone', async () => {
    // A fake that saves like the API: an absent field stays, null clears an optional one.
    let saved = aUser({ id: USER_ID });
    const update = vi.fn(async (body: UpdateUserBody) => {
      saved = {
        ...saved,
        phone: body.phone === undefined ? saved.phone : body.phone,
        updatedAt: '2026-03-06T08:00:00.000Z',
      };
      return saved;
    });
    const api = fakeUsersApi({ get: vi.fn(async () => saved), update });
    renderPage(UserUpdatePage, `/user/update?id=${USER_ID}`, api);
    const phone = await screen.findByLabelText(/Телефон/);
    expect(phone).toHaveProperty('value', '+79123456789');
    fireEvent.input(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: USER_ID, phone: null, firstName: 'Иван', lastName: 'Иванов' }),
    );
    expect(await screen.findByText('Успешно выполнено')).toBeTruthy();
    // The form starts again from the saved user (a new updatedAt), and a fresh load shows no phone either.
    await waitFor(() => expect(screen.getByLabelText(/Телефон/)).toHaveProperty('value', ''));
    cleanup();
    renderPage(UserUpdatePage, `/user/update?id=${USER_ID}`, api);
    expect(await screen.findByLabelText(/^Имя/)).toHaveProperty('value', 'Иван');
    expect(screen.getByLabelText(/Телефон/)).toHaveProperty('value', '');
    expect(saved.phone).toBeNull();
  });

  it('rejects a new password shorter than 8 characters', async () => {
    const api = fakeUsersApi();
    renderPage(UserUpdatePage, `/user/update?id=${USER_ID}`, api);
    fireEvent.input(await screen.findByLabelText(/^Пароль/), { target: { value: 'кратко' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пароль должен быть не короче 8 символов')).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });

  it('says when the id is missing or the user does not exist', async () => {
    renderPage(UserUpdatePage, '/user/update', fakeUsersApi());
    expect((await screen.findByRole('alert')).textContent).toContain('Не указан пользователь');
    cleanup();
    const get = vi.fn(async () => {
      throw ApiError.fromReply(404, { error: 6, message: 'Запись не найдена' });
    });
    renderPage(UserUpdatePage, `/user/update?id=${USER_ID}`, fakeUsersApi({ get }));
    expect((await screen.findByRole('alert')).textContent).toContain('Пользователь не найден.');
  });
});
