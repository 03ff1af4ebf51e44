import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DEFAULT_DURATION_MS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../lib/cx';
import { uiMessages } from '../lib/messages';
import type { ToastItem, ToastVariant } from './toast-item';

/** How often the remaining-time bar is refreshed. */
const PROGRESS_TICK_MS = 100;

export interface ToastRegionProps {
  items: readonly ToastItem[];
  paused: boolean;
  onDismiss(id: string): void;
  onPause(): void;
  onResume(): void;
}

/** The toasts and their viewport (bottom-right, 16 px gap, 24rem wide, full width on phones). Loaded lazily by ToastProvider. */
export default function ToastRegion({ items, paused, onDismiss, onPause, onResume }: ToastRegionProps) {
  return (
    <RadixToast.Provider label={uiMessages.toastLabel} swipeDirection="right" duration={TOAST_DEFAULT_DURATION_MS}>
      {items.map((item) => (
        <ToastView
          key={item.id}
          item={item}
          paused={paused}
          onDismiss={onDismiss}
          onPause={onPause}
          onResume={onResume}
        />
      ))}
      <RadixToast.Viewport className="ui-toast-viewport" label={uiMessages.toastRegion} />
    </RadixToast.Provider>
  );
}

type ToastViewProps = Omit<ToastRegionProps, 'items'> & { item: ToastItem };

function ToastView({ item, paused, onDismiss, onPause, onResume }: ToastViewProps) {
  const remainingMs = useRemainingTime(item.durationMs, paused || !item.open);
  const percent = Math.round((remainingMs / item.durationMs) * 100);
  return (
    <RadixToast.Root
      className={cx('ui-toast', `ui-toast--${item.variant}`, 'ui-motion')}
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      duration={item.durationMs}
      type={item.variant === 'error' ? 'foreground' : 'background'}
      onPause={onPause}
      onResume={onResume}
    >
      <span className="ui-toast__icon" aria-hidden="true">
        <ToastIcon variant={item.variant} />
      </span>
      <div className="ui-toast__body">
        <RadixToast.Title className="ui-toast__title">{item.title}</RadixToast.Title>
        {item.description && (
          <RadixToast.Description className="ui-toast__description">{item.description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close className="ui-toast__close" aria-label={ru.common.close}>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </RadixToast.Close>
      <div
        className="ui-toast__progress"
        role="progressbar"
        aria-label={uiMessages.toastRemaining}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-paused={paused || undefined}
      >
        <div className="ui-toast__progress-fill" style={{ transform: `scaleX(${remainingMs / item.durationMs})` }} />
      </div>
    </RadixToast.Root>
  );
}

/** Counts a duration down in PROGRESS_TICK_MS steps, holding still while paused. */
function useRemainingTime(durationMs: number, paused: boolean): number {
  const [remaining, setRemaining] = useState(durationMs);
  const remainingRef = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const startRemaining = remainingRef.current;
    const tick = () => {
      remainingRef.current = Math.max(0, startRemaining - (Date.now() - startedAt));
      setRemaining(remainingRef.current);
    };
    const timer = setInterval(tick, PROGRESS_TICK_MS);
    return () => {
      clearInterval(timer);
      tick();
    };
  }, [paused]);
  return remaining;
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  const common = {
    viewBox: '0 0 24 24',
    width: 20,
    height: 20,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    focusable: false,
  } as const;
  switch (variant) {
    case 'success':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M12 3.5L2.5 20h19L12 3.5Z" strokeLinejoin="round" />
          <path d="M12 10v4.5M12 17.5v.01" strokeLinecap="round" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5.5M12 7.5v.01" strokeLinecap="round" />
        </svg>
      );
  }
}
