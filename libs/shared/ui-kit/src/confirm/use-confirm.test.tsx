import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OverlayProvider } from '../overlay/overlay';
import { useConfirm, type ConfirmOptions } from './use-confirm';

let confirm: (options: ConfirmOptions) => Promise<boolean>;
function Capture() {
  confirm = useConfirm();
  return null;
}

afterEach(cleanup);

function ask(options: ConfirmOptions): Promise<boolean> {
  render(
    <OverlayProvider>
      <Capture />
    </OverlayProvider>,
  );
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('useConfirm', () => {
  it('asks the question with its consequence and resolves true on the red button', async () => {
    const answer = ask({
      title: 'Отозвать заявку?',
      description: 'Подать новую будет нельзя.',
      confirmLabel: 'Отозвать заявку',
      cancelLabel: 'Оставить',
    });
    const dialog = screen.getByRole('dialog', { name: 'Отозвать заявку?' });
    expect(dialog.textContent).toContain('Подать новую будет нельзя.');
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать заявку' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on «Отмена», the default way out', async () => {
    const answer = ask({ title: 'Удалить файл «Прайс-лист»?', confirmLabel: 'Удалить' });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when the dialog is dismissed', async () => {
    const answer = ask({ title: 'Очистить корзину?', confirmLabel: 'Очистить' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});
