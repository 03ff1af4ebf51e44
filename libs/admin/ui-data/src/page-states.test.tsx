import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError, MissingRecord } from './page-states';

afterEach(cleanup);

describe('page states', () => {
  it('announces a failed load and retries on request', () => {
    const onRetry = vi.fn();
    render(<LoadError message="Не удалось загрузить товары." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить товары.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('explains a missing record and links back to its list', () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: <MissingRecord message="Товар не найден." listPath="/product/list" listLabel="К списку" />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toContain('Товар не найден.');
    expect(screen.getByRole('link', { name: 'К списку' }).getAttribute('href')).toBe('/product/list');
  });
});
