import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

function renderDialog(props: { pending?: boolean; submitDisabled?: boolean } = {}) {
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Отменить заказ № 1042?"
      submitLabel="Отменить заказ"
      submitVariant="danger"
      pending={props.pending ?? false}
      submitDisabled={props.submitDisabled}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <label>
        Комментарий
        <textarea />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits its form from the footer button and goes back with «Назад»', () => {
    const { onSubmit, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № 1042?' });
    expect(dialog.querySelector('form')?.contains(screen.getByRole('textbox', { name: 'Комментарий' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be left while the call runs', () => {
    const { onClose } = renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Назад' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape when idle', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the submit button off when told', () => {
    const { onSubmit } = renderDialog({ submitDisabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
