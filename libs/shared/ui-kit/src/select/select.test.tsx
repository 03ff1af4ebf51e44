import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Select } from './select';

afterEach(cleanup);

describe('Select', () => {
  it('is a native select labelled by its label that forwards the ref and the change', () => {
    const ref = createRef<HTMLSelectElement>();
    let chosen = '';
    render(
      <Select label="Статус" ref={ref} defaultValue="" onChange={(event) => (chosen = event.target.value)}>
        <option value="">Любой</option>
        <option value="created">Новый</option>
      </Select>,
    );
    const field = screen.getByRole('combobox', { name: 'Статус' });
    expect(ref.current).toBe(field);
    fireEvent.change(field, { target: { value: 'created' } });
    expect(chosen).toBe('created');
  });

  it('marks the field invalid and reads the error before the hint', () => {
    render(
      <Select label="Наличие" error="Выберите наличие" hint="Видно покупателям">
        <option value="">—</option>
      </Select>,
    );
    const field = screen.getByRole('combobox', { name: 'Наличие' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const texts = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Выберите наличие', 'Видно покупателям']);
  });
});
