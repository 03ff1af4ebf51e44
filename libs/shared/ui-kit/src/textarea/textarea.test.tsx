import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Textarea } from './textarea';

afterEach(cleanup);

describe('Textarea', () => {
  it('is a multi-line text box labelled by its label, 4 rows by default, and forwards the ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea label="Комментарий" ref={ref} />);
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(field);
    expect(field.getAttribute('rows')).toBe('4');
  });

  it('describes the field with the hint and is valid without an error', () => {
    render(<Textarea label="Адрес" hint="Город, улица, дом" rows={2} />);
    const field = screen.getByRole('textbox', { name: 'Адрес' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('rows')).toBe('2');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Город, улица, дом',
    );
  });

  it('marks the field invalid and reads the error before the hint', () => {
    render(<Textarea label="Адрес" required error="Укажите адрес" hint="Город, улица, дом" />);
    const field = screen.getByRole('textbox', { name: 'Адрес' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).required).toBe(true);
    const texts = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Укажите адрес', 'Город, улица, дом']);
  });
});
