import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ru } from '@shop/i18n-ru';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status named "Загрузка…" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: ru.common.loading })).toBeTruthy();
  });

  it('takes a custom name', () => {
    render(<Spinner label="Загружаем каталог" />);
    expect(screen.getByRole('status', { name: 'Загружаем каталог' })).toBeTruthy();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
