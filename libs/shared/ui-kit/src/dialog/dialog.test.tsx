import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(
      <Dialog open title="Заявка интегратора" description="Мы рассмотрим заявку в течение двух рабочих дней.">
        <p>Текст заявки</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Заявка интегратора' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Мы рассмотрим заявку в течение двух рабочих дней.');
    expect(screen.getByText('Текст заявки')).toBeTruthy();
  });

  it('asks to close through onOpenChange when "Закрыть" is pressed', () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Фильтры" />);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from its trigger when uncontrolled', () => {
    render(
      <Dialog
        trigger={<button type="button">Подробнее</button>}
        title="Условия доставки"
        footer={<span>Подвал</span>}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее' }));
    expect(screen.getByRole('dialog', { name: 'Условия доставки' })).toBeTruthy();
    expect(screen.getByText('Подвал')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
