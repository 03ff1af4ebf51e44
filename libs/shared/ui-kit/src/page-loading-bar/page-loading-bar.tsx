import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { PAGE_LOADING_BAR } from '@shop/domain';
import { uiMessages } from '../lib/messages';

/** Props of {@link PageLoadingBar}. */
export interface PageLoadingBarProps {
  /** True while a navigation (or other page-level load) is in flight. */
  active: boolean;
}

/**
 * Where the bar is in its life:
 * idle (hidden at 0) -> waiting (throttle, still hidden) -> loading (crawls towards 90 %)
 * -> finishing (runs to 100 %) -> hiding (fades out) -> idle.
 */
export type PageLoadingBarPhase = 'idle' | 'waiting' | 'loading' | 'finishing' | 'hiding';

/**
 * A 3 px bar at the top of the page. Loads shorter than the 200 ms throttle never show it; it crawls over
 * 2000 ms, completes when `active` turns false, hides 500 ms later and resets 400 ms after that (SPEC 9).
 */
export function PageLoadingBar({ active }: PageLoadingBarProps) {
  const [phase, setPhase] = useState<PageLoadingBarPhase>('idle');
  const phaseRef = useRef<PageLoadingBarPhase>('idle');
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => {
    const go = (next: PageLoadingBarPhase) => {
      phaseRef.current = next;
      setPhase(next);
    };
    const later = (ms: number, fn: () => void) => {
      timers.current.push(setTimeout(fn, ms));
    };
    const clearTimers = () => {
      timers.current.forEach((timer) => clearTimeout(timer));
      timers.current = [];
    };

    const current = phaseRef.current;
    if (active) {
      if (current === 'loading' || current === 'waiting') return;
      clearTimers();
      go('waiting');
      later(PAGE_LOADING_BAR.throttleMs, () => go('loading'));
    } else if (current === 'waiting') {
      clearTimers();
      go('idle');
    } else if (current === 'loading') {
      go('finishing');
      later(PAGE_LOADING_BAR.hideDelayMs, () => {
        go('hiding');
        later(PAGE_LOADING_BAR.resetDelayMs, () => go('idle'));
      });
    }
  }, [active]);

  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  const visible = phase === 'loading' || phase === 'finishing';
  const style = {
    '--ui-loading-bar-duration': `${PAGE_LOADING_BAR.durationMs}ms`,
    '--ui-loading-bar-height': `${PAGE_LOADING_BAR.heightPx}px`,
  } as CSSProperties;

  return (
    <div
      className="ui-loading-bar"
      data-state={phase}
      style={style}
      role={visible ? 'progressbar' : undefined}
      aria-label={visible ? uiMessages.pageLoading : undefined}
      aria-busy={phase === 'loading' || undefined}
      aria-hidden={visible ? undefined : true}
    >
      <div className="ui-loading-bar__fill" />
    </div>
  );
}
