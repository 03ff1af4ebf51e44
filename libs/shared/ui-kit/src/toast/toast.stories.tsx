import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function Demo() {
  const toast = useToast();
  const count = useRef(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button type="button" onClick={() => toast.success()}>
        Успех (текст по умолчанию)
      </Button>
      <Button
        type="button"
        variant="danger"
        onClick={() => toast.error('Файл не может быть удален, поскольку он используется')}
      >
        Ошибка
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          toast.show({
            title: 'Цены обновлены',
            description:
              'Прайс-лист для группы «Дилеры Северо-Западного федерального округа» пересчитан с учётом новой наценки на блоки СКЗИ и карты водителя.',
            variant: 'info',
          })
        }
      >
        С описанием
      </Button>
      <Button
        type="button"
        variant="ghost"
        onClick={() => {
          for (let i = 0; i < 7; i += 1) {
            count.current += 1;
            toast.show({ title: `Уведомление № ${count.current}`, variant: i % 2 ? 'warning' : 'success' });
          }
        }}
      >
        Семь подряд (видно пять)
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Toast',
  component: ToastProvider,
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons; hover the stack to pause the timers (the bar at the bottom of each toast stops too). */
export const Playground: Story = {};

function ShowOnMount() {
  const toast = useToast();
  const shown = useRef(false);
  const showAll = () => {
    toast.success('Товар «Тахограф Меркурий ТА-001 с блоком СКЗИ» добавлен в корзину');
    toast.error('Папка должна быть пустой');
    toast.show({
      title: 'Сессия скоро истечёт',
      description: 'Сохраните изменения',
      variant: 'warning',
      durationMs: 60_000,
    });
  };
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showAll();
  });
  return (
    <Button type="button" onClick={showAll}>
      Показать три вида ещё раз
    </Button>
  );
}

/** Shown on load; switch the colour mode in the toolbar to see the dark toasts. */
export const Variants: Story = {
  render: () => (
    <ToastProvider>
      <ShowOnMount />
    </ToastProvider>
  ),
};
