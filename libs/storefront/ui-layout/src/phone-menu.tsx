import { ru } from '@shop/i18n-ru';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone header's menu (below 48rem; on wider screens its contents stand in the header itself): a native
 * disclosure, so it opens before the page has hydrated and without JavaScript, and screen readers announce its button
 * as collapsed or expanded. With JavaScript it also closes on Escape (the focus back on its button), on a press
 * outside it, and when one of its links has led to another page.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);

  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (ref.current) ref.current.open = false;
  }, [key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={ref} className="sf-menu">
      <summary className="sf-menu__button">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="ui-visually-hidden">{ru.storefront.nav.menu}</span>
      </summary>
      <div className="sf-menu__panel">{children}</div>
    </details>
  );
}
