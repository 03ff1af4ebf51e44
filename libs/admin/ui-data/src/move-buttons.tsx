import { Button } from '@shop/ui-kit';

/** Props of {@link MoveButtons}. */
export interface MoveButtonsProps {
  /** The buttons' accessible names ('Выше: Трекер…'). */
  upLabel: string;
  downLabel: string;
  /** Texts shown beside the arrows; without them the arrows alone are shown. */
  upText?: string;
  downText?: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  /** Called with -1 (up) or 1 (down). */
  onMove: (step: -1 | 1) => void;
}

/** The up and down buttons of an item in an ordered list (images, related products, an attribute's options). */
export function MoveButtons({ upLabel, downLabel, upText, downText, first, last, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={first || disabled}
        aria-label={upLabel}
        onClick={() => onMove(-1)}
      >
        {upText ? `↑ ${upText}` : '↑'}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={last || disabled}
        aria-label={downLabel}
        onClick={() => onMove(1)}
      >
        {downText ? `↓ ${downText}` : '↓'}
      </Button>
    </>
  );
}
