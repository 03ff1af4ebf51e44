import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { OverlayProvider, useOverlay } from './overlay';

function Demo() {
  const overlay = useOverlay();
  const [result, setResult] = useState('—');
  const ask = async () => {
    const answer = await overlay.open<'delete'>(({ close }) => (
      <Dialog
        title="Удалить папку «Прайс-листы 2025»?"
        description="Папку можно удалить, только если в ней нет файлов. Действие нельзя отменить."
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => close()}>
              Отмена
            </Button>
            <Button type="button" variant="danger" onClick={() => close('delete')}>
              Удалить
            </Button>
          </>
        }
      />
    ));
    setResult(answer ?? 'закрыто без выбора');
  };
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button type="button" onClick={ask}>
        Открыть подтверждение
      </Button>
      <p>
        Результат: <strong>{result}</strong>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Overlay',
  component: OverlayProvider,
  render: () => (
    <OverlayProvider>
      <Demo />
    </OverlayProvider>
  ),
} satisfies Meta<typeof OverlayProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `open()` returns a promise of the result; the dialog leaves with its animation before it unmounts. */
export const ConfirmWithResult: Story = {};
