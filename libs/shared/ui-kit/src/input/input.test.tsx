import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from './input';

afterEach(cleanup);

describe('Input', () => {
  it('is labelled by its label and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input label="Электронная почта" type="email" ref={ref} />);
    const field = screen.getByRole('textbox', { name: 'Электронная почта' });
    expect(ref.current).toBe(field);
  });

  it('describes the field with the hint and is valid without an error', () => {
    render(<Input label="ИНН" hint="10 или 12 цифр" />);
    const field = screen.getByRole('textbox', { name: 'ИНН' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('10 или 12 цифр');
  });

  it('marks the field invalid and links the error text', () => {
    render(<Input label="Телефон" error="Укажите телефон" hint="Например, +7 900 000-00-00" />);
    const field = screen.getByRole('textbox', { name: 'Телефон' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const texts = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Укажите телефон', 'Например, +7 900 000-00-00']);
  });

  it('password type toggles visibility with a button named "Показать пароль" / "Скрыть пароль"', () => {
    render(<Input label="Пароль" type="password" defaultValue="секрет" />);
    const field = screen.getByLabelText('Пароль') as HTMLInputElement;
    expect(field.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(field.type).toBe('text');
    expect(field.value).toBe('секрет');

    fireEvent.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(field.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeTruthy();
  });

  it('gives other types no toggle', () => {
    render(<Input label="Город" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
