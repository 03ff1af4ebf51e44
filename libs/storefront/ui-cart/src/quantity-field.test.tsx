import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityField } from './quantity-field';

afterEach(cleanup);

function renderField(quantity = 5, removable = false) {
  const handlers = { onStep: vi.fn(), onSet: vi.fn() };
  const view = render(
    <QuantityField quantity={quantity} title="Тахограф Атол Drive 5" removable={removable} {...handlers} />,
  );
  const field = screen.getByRole('textbox', { name: 'Количество' }) as HTMLInputElement;
  return { ...handlers, field, view };
}

describe('QuantityField', () => {
  it('applies a typed quantity when the field is left, rounded down to whole pieces', async () => {
    const { field, onSet } = renderField();
    await userEvent.clear(field);
    await userEvent.type(field, '7,9');
    expect(onSet).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(onSet).toHaveBeenCalledWith(7, false);
  });

  it('cuts 150000 to 100000 on Enter and asks for the message', async () => {
    const { field, onSet } = renderField();
    await userEvent.clear(field);
    await userEvent.type(field, '150000{Enter}');
    expect(onSet).toHaveBeenCalledExactlyOnceWith(100000, true);
  });

  it('at the cap, typing more still asks for the message; typing the same quantity asks nothing', async () => {
    const { field, onSet } = renderField(100000);
    await userEvent.clear(field);
    await userEvent.type(field, '120000{Enter}');
    expect(onSet).toHaveBeenCalledExactlyOnceWith(100000, true);
    await userEvent.clear(field);
    await userEvent.type(field, '100000{Enter}');
    expect(onSet).toHaveBeenCalledOnce();
  });

  it('ignores 0, negatives and text, and shows the quantity again', async () => {
    const { field, onSet } = renderField();
    for (const typed of ['0', '-2', 'много']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      expect(field.value).toBe('5');
    }
    expect(onSet).not.toHaveBeenCalled();
  });

  it('drops what was typed on Escape', async () => {
    const { field, onSet } = renderField();
    await userEvent.type(field, '3{Escape}');
    expect(field.value).toBe('5');
    fireEvent.blur(field);
    expect(onSet).not.toHaveBeenCalled();
  });

  it('steps by one; − stops at 1 on the cart page and takes the line out on a card', async () => {
    const page = renderField(1);
    expect((screen.getByRole('button', { name: 'Уменьшить количество' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(page.onStep).toHaveBeenCalledWith(1);
    page.view.unmount();

    const card = renderField(1, true);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать из корзины' }));
    expect(card.onStep).toHaveBeenCalledWith(-1);
  });

  it('is a group named after the product', () => {
    renderField();
    expect(screen.getByRole('group', { name: 'Тахограф Атол Drive 5' })).toBeTruthy();
  });
});
