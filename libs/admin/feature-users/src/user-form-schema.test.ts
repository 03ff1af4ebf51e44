import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from './users-api';
import {
  toCreateUserBody,
  toUpdateUserBody,
  userFormDefaults,
  userFormSchema,
  type UserFormValues,
} from './user-form-schema';

const filled: UserFormValues = {
  ...userFormDefaults(),
  email: '  ivanov@firma.ru ',
  password: 'секретный пароль',
  lastName: 'Иванов',
  firstName: ' Иван ',
  middleName: '',
  phone: '   ',
  companyTitle: 'ООО «Тахограф-Сервис»',
  position: '',
};

function messages(mode: 'create' | 'update', values: UserFormValues): Record<string, string> {
  // Like the react-hook-form resolver: the first problem of a field is its message.
  const result = v.safeParse(userFormSchema(mode), values, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('user form rules', () => {
  it('requires an email and, on create, a password', () => {
    expect(messages('create', userFormDefaults())).toEqual({
      email: 'Укажите электронную почту',
      password: 'Укажите пароль',
    });
  });

  it('lets an update keep the password by leaving it empty, but not shorten it below 8', () => {
    const values = { ...filled, password: '' };
    expect(messages('update', values)).toEqual({});
    expect(messages('update', { ...values, password: 'short' })).toEqual({
      password: 'Пароль должен быть не короче 8 символов',
    });
  });

  it('checks the email, phone and lengths with Russian messages', () => {
    expect(
      messages('create', {
        ...filled,
        email: 'нет-собаки',
        phone: 'abc',
        lastName: 'я'.repeat(101),
        position: 'д'.repeat(201),
      }),
    ).toEqual({
      email: 'Проверьте адрес электронной почты',
      phone: 'Телефон: от 7 до 20 цифр, можно «+», пробелы, скобки и дефисы',
      lastName: 'Не больше 100 символов',
      position: 'Не больше 200 символов',
    });
    expect(messages('create', { ...filled, phone: '+7 (912) 345-67-89' })).toEqual({});
  });
});

describe('user form payloads (SPEC 5: empty values are sent as null)', () => {
  it('trims texts and sends empty ones as null on create', () => {
    expect(toCreateUserBody(filled)).toEqual({
      email: 'ivanov@firma.ru',
      password: 'секретный пароль',
      role: 'customer',
      isActive: true,
      emailIsConfirmed: false,
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: null,
      gender: null,
      phone: null,
      companyTitle: 'ООО «Тахограф-Сервис»',
      position: null,
    });
  });

  it('sends an empty password on update as null (unchanged) and keeps false flags so a user can be deactivated', () => {
    const body = toUpdateUserBody('5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11', {
      ...filled,
      password: '',
      isActive: false,
      gender: 'female',
      role: 'root',
    });
    expect(body).toMatchObject({
      id: '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11',
      password: null,
      isActive: false,
      gender: 'female',
      role: 'root',
    });
  });

  it('sends emptied optional fields on update as null, which clears them, and every field so none is left out', () => {
    const body = toUpdateUserBody('5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11', {
      ...filled,
      password: '',
      firstName: '',
      lastName: ' ',
      phone: '',
      gender: '',
    });
    expect(body).toMatchObject({
      firstName: null,
      lastName: null,
      middleName: null,
      phone: null,
      gender: null,
      position: null,
      password: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'email',
        'password',
        'role',
        'isActive',
        'emailIsConfirmed',
        'lastName',
        'firstName',
        'middleName',
        'gender',
        'phone',
        'companyTitle',
        'position',
      ].sort(),
    );
  });

  it('starts an update from the user, never with a password', () => {
    const user = {
      email: 'petrova@firma.ru',
      firstName: 'Анна',
      lastName: null,
      middleName: null,
      phone: '+79123456789',
      companyTitle: null,
      position: 'Инженер',
      gender: 'female',
      role: 'customer',
      isActive: false,
      emailIsConfirmed: true,
    } as AdminUser;
    expect(userFormDefaults(user)).toEqual({
      email: 'petrova@firma.ru',
      password: '',
      lastName: '',
      firstName: 'Анна',
      middleName: '',
      phone: '+79123456789',
      companyTitle: '',
      position: 'Инженер',
      gender: 'female',
      role: 'customer',
      isActive: false,
      emailIsConfirmed: true,
    });
  });
});
