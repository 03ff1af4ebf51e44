import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { PageLoadingBar } from './page-loading-bar';

const meta = {
  title: 'UI Kit/PageLoadingBar',
  component: PageLoadingBar,
  args: { active: true },
} satisfies Meta<typeof PageLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle `active` in the controls; the bar appears at the very top of the preview. */
export const Playground: Story = {};

function Navigation() {
  const [active, setActive] = useState(false);
  const load = (ms: number) => {
    setActive(true);
    setTimeout(() => setActive(false), ms);
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <PageLoadingBar active={active} />
      <Button type="button" onClick={() => load(150)}>
        Быстрый переход (150 мс, полоса не появится)
      </Button>
      <Button type="button" variant="secondary" onClick={() => load(1500)}>
        Переход в каталог (1,5 с)
      </Button>
      <Button type="button" variant="secondary" onClick={() => load(5000)}>
        Медленная сеть (5 с)
      </Button>
    </div>
  );
}

export const SimulatedNavigation: Story = { render: () => <Navigation /> };
