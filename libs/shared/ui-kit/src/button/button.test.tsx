import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a button named by its text and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Добавить в корзину</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Удалить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button.className).toContain('ui-button--danger');
    expect(button.className).toContain('ui-button--lg');
  });

  it('while loading is aria-busy, shows a hidden spinner and ignores clicks and form submission', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Войти
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The spinner is decorative: aria-busy already tells the state, so no extra status is announced.
    expect(screen.queryByRole('status')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Оформить заказ
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Оформить заказ' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
