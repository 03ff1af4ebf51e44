import { ru } from '@shop/i18n-ru';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { readQuantityInput } from './quantity-input';

const t = ru.storefrontCart.controls;

export interface QuantityFieldProps {
  /** The line's quantity now (the cart's). */
  quantity: number;
  /** What the field is for, read as the group's name: the product's title. */
  title: string;
  /** − or + pressed: one piece fewer or more (the cart decides what the cap allows). */
  onStep: (delta: 1 | -1) => void;
  /**
   * A typed quantity, already whole and within 1-100 000 (SPEC 5). `capped`: more was typed and cut to 100 000, so the
   * message is due (also when the line already holds 100 000).
   */
  onSet: (quantity: number, capped: boolean) => void;
  /** − at 1 takes the line out (cards, the product page); otherwise it stops at 1 (the cart page has its own remove). */
  removable?: boolean;
  /** A note under the field, read with it: 'Максимум 100 000'. */
  message?: ReactNode;
  /** A change is on its way: the field stays usable, marked busy. */
  pending?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A cart line's quantity: −, the number, +. Typing applies when the field is left or on Enter, by the rule of SPEC 5
 * (rounded down, 0 and below ignored, above 100 000 cut with a message); Escape drops what was typed.
 */
export function QuantityField({
  quantity,
  title,
  onStep,
  onSet,
  removable = false,
  message,
  pending = false,
  size = 'md',
}: QuantityFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const messageId = useId();

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = readQuantityInput(draft);
    if (typed.quantity !== null && (typed.quantity !== quantity || typed.capped)) onSet(typed.quantity, typed.capped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  const removes = removable && quantity <= 1;
  return (
    <div className={`sf-quantity sf-quantity--${size}`}>
      <div className="sf-quantity__controls" role="group" aria-label={title} aria-busy={pending || undefined}>
        <button
          type="button"
          className="sf-quantity__step"
          aria-label={removes ? t.removeOne : t.decrease}
          disabled={!removable && quantity <= 1}
          onClick={() => onStep(-1)}
        >
          <StepIcon minus />
        </button>
        <input
          className="sf-quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t.quantity}
          aria-describedby={message ? messageId : undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="sf-quantity__step" aria-label={t.increase} onClick={() => onStep(1)}>
          <StepIcon />
        </button>
      </div>
      <p id={messageId} className="sf-quantity__message" role="status">
        {message}
      </p>
    </div>
  );
}

function StepIcon({ minus = false }: { minus?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={minus ? 'M3 8h10' : 'M3 8h10M8 3v10'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
