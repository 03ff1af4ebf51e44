import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes } from '@shop/ui-kit/storybook';
import { useState } from 'react';
import { FavoriteToggle } from './favorite-toggle';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './cart.css';

function Live({ place, pressed: initial = false }: { place: 'card' | 'page'; pressed?: boolean }) {
  const [pressed, setPressed] = useState(initial);
  return (
    <FavoriteToggle
      place={place}
      pressed={pressed}
      onToggle={() => setPressed((value) => !value)}
      title="Тахограф Атол Drive 5 с блоком СКЗИ"
    />
  );
}

const meta = {
  title: 'Storefront/Favorites/Favorite toggle',
  component: FavoriteToggle,
  args: { pressed: false, place: 'page', title: 'Тахограф Атол Drive 5 с блоком СКЗИ', onToggle: () => undefined },
  argTypes: { place: { control: 'inline-radio', options: ['card', 'page'] } },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BothPlaces: Story = {
  name: 'On a card and on the product page (click to toggle)',
  render: () => (
    <BothModes>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Live place="card" />
        <Live place="card" pressed />
        <Live place="page" />
        <Live place="page" pressed />
      </div>
    </BothModes>
  ),
};
