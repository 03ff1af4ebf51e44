import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { OverlayProvider } from '../overlay/overlay';
import { useConfirm } from './use-confirm';

function Demo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('—');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        variant="danger"
        onClick={async () => {
          const yes = await confirm({
            title: 'Отозвать заявку интегратора ООО «Телематика Юг»?',
            description: 'Отозванную заявку нельзя вернуть, а подать новую будет нельзя.',
            confirmLabel: 'Отозвать заявку',
            cancelLabel: 'Оставить заявку',
          });
          setAnswer(yes ? 'да' : 'нет');
        }}
      >
        Отозвать заявку
      </Button>
      <span>Ответ: {answer}</span>
    </div>
  );
}

const meta = {
  title: 'UI Kit/useConfirm',
  component: Demo,
  decorators: [(Story) => <OverlayProvider>{Story()}</OverlayProvider>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};
