import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { HeartIcon } from './icons';

const t = ru.storefrontFavorites.toggle;

export interface FavoriteToggleProps {
  /** The product is a favorite (the button is pressed). */
  pressed: boolean;
  onToggle: () => void;
  /** The product's title: on a card the accessible name carries it ('В избранное: …'). */
  title: string;
  /** 'card': a heart alone; 'page': a heart with the words. */
  place: 'card' | 'page';
  /** A change is on its way (the mark is already shown). */
  pending?: boolean;
}

/** The favorite toggle: a heart, filled when pressed (aria-pressed); its name stays the same either way. */
export function FavoriteToggle({ pressed, onToggle, title, place, pending = false }: FavoriteToggleProps) {
  const card = place === 'card';
  return (
    <button
      type="button"
      className={`sf-favorite sf-favorite--${place}`}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      aria-label={card ? fill(t.addOf, { title }) : undefined}
      title={card ? t.add : undefined}
      onClick={onToggle}
    >
      <HeartIcon className="sf-favorite__icon" />
      {card ? null : <span className="sf-favorite__label">{t.add}</span>}
    </button>
  );
}
