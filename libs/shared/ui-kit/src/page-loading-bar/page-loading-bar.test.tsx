import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PAGE_LOADING_BAR } from '@shop/domain';
import { PageLoadingBar } from './page-loading-bar';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bar = () => screen.queryByRole('progressbar');
const phase = (container: HTMLElement) => container.firstElementChild?.getAttribute('data-state');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PageLoadingBar', () => {
  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const { rerender, container } = render(<PageLoadingBar active={false} />);
    rerender(<PageLoadingBar active />);
    advance(PAGE_LOADING_BAR.throttleMs - 1);
    expect(bar()).toBeNull();
    rerender(<PageLoadingBar active={false} />);
    advance(5000);
    expect(bar()).toBeNull();
    expect(phase(container)).toBe('idle');
  });

  it('shows after the throttle, completes, hides after 500 ms and resets after 400 ms more', () => {
    const { rerender, container } = render(<PageLoadingBar active />);
    expect(bar()).toBeNull();
    advance(PAGE_LOADING_BAR.throttleMs);
    expect(bar()).not.toBeNull();
    expect(phase(container)).toBe('loading');
    expect(bar()?.getAttribute('style')).toContain(`${PAGE_LOADING_BAR.durationMs}ms`);

    advance(PAGE_LOADING_BAR.durationMs * 3);
    expect(phase(container)).toBe('loading');

    rerender(<PageLoadingBar active={false} />);
    expect(phase(container)).toBe('finishing');
    expect(bar()).not.toBeNull();

    advance(PAGE_LOADING_BAR.hideDelayMs - 1);
    expect(phase(container)).toBe('finishing');
    advance(1);
    expect(phase(container)).toBe('hiding');
    expect(bar()).toBeNull();

    advance(PAGE_LOADING_BAR.resetDelayMs - 1);
    expect(phase(container)).toBe('hiding');
    advance(1);
    expect(phase(container)).toBe('idle');
  });

  it('restarts when a new load begins while it is finishing', () => {
    const { rerender, container } = render(<PageLoadingBar active />);
    advance(PAGE_LOADING_BAR.throttleMs);
    rerender(<PageLoadingBar active={false} />);
    advance(100);
    rerender(<PageLoadingBar active />);
    expect(phase(container)).toBe('waiting');
    // The old hide timer must not fire into the new load.
    advance(PAGE_LOADING_BAR.hideDelayMs + PAGE_LOADING_BAR.resetDelayMs);
    expect(phase(container)).toBe('loading');
  });

  it('is 3 px high', () => {
    expect(PAGE_LOADING_BAR.heightPx).toBe(3);
    const { container } = render(<PageLoadingBar active={false} />);
    expect(container.firstElementChild?.getAttribute('style')).toContain('--ui-loading-bar-height: 3px');
  });
});
