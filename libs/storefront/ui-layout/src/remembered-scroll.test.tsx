import { SCROLL_RESTORE_DELAY_MS } from '@shop/domain';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readScrollPosition,
  SCROLL_POSITIONS_KEY,
  useRememberedScroll,
  writeScrollPosition,
} from './remembered-scroll';

function Page() {
  useRememberedScroll();
  return <p>Текст страницы</p>;
}

function renderAt(key: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/delivery', key }]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useRememberedScroll', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('restores the remembered position of the history entry after 200 ms, not before', () => {
    writeScrollPosition(sessionStorage, 'entry-1', 1240);
    renderAt('entry-1');
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1240);
    expect(SCROLL_RESTORE_DELAY_MS).toBe(200);
  });

  it('does nothing for an entry it has no position of (a new visit starts where the router puts it)', () => {
    writeScrollPosition(sessionStorage, 'other-entry', 500);
    renderAt('entry-2');
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets a visitor who scrolls by themselves keep their place', () => {
    writeScrollPosition(sessionStorage, 'entry-3', 800);
    renderAt('entry-3');
    act(() => vi.advanceTimersByTime(100));
    window.dispatchEvent(new WheelEvent('wheel'));
    act(() => vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('cancels the restore when the page goes away first', () => {
    writeScrollPosition(sessionStorage, 'entry-4', 300);
    const { unmount } = renderAt('entry-4');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('remembers where the visitor scrolled, once a frame, and stops when the page goes away', () => {
    const { unmount } = renderAt('entry-5');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    act(() => vi.advanceTimersByTime(50));
    expect(readScrollPosition(sessionStorage, 'entry-5')).toBe(640);
    unmount();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    act(() => vi.advanceTimersByTime(50));
    expect(readScrollPosition(sessionStorage, 'entry-5')).toBe(640);
  });
});

describe('scroll position storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the 50 newest entries and ignores what is not a position', () => {
    for (let i = 0; i < 60; i += 1) writeScrollPosition(sessionStorage, `k${i}`, i * 10);
    expect(readScrollPosition(sessionStorage, 'k9')).toBeNull();
    expect(readScrollPosition(sessionStorage, 'k10')).toBe(100);
    expect(readScrollPosition(sessionStorage, 'k59')).toBe(590);
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{"a":-5,"b":"12","c":null}');
    expect([
      readScrollPosition(sessionStorage, 'a'),
      readScrollPosition(sessionStorage, 'b'),
      readScrollPosition(sessionStorage, 'c'),
    ]).toEqual([null, null, null]);
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, 'not json');
    expect(readScrollPosition(sessionStorage, 'a')).toBeNull();
  });
});
