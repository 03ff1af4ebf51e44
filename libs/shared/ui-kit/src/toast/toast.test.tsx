import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_DURATION_MS, TOAST_LIMIT } from '@shop/domain';
import { ToastProvider, TOAST_REMOVE_DELAY_MS, useToast, type ToastApi } from './toast';

let toast: ToastApi;
function Capture() {
  toast = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: /Уведомления/ });
const toasts = () => within(region()).queryAllByRole('listitem');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

// The toast region is a lazily loaded chunk: loaded once here, so the first toast of a test renders within an awaited act().
beforeAll(async () => {
  await import('./toast-region');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider / useToast', () => {
  it('shows a success toast with the default text and closes it after TOAST_DURATION_MS, then drops it', async () => {
    renderProvider();
    await act(async () => {
      toast.success();
    });
    expect(toasts()).toHaveLength(1);
    expect(within(region()).getByText('Успешно выполнено')).toBeTruthy();

    advance(TOAST_DURATION_MS - 100);
    expect(toasts()).toHaveLength(1);

    advance(100 + TOAST_REMOVE_DELAY_MS);
    expect(toasts()).toHaveLength(0);
    expect(within(region()).queryByText('Успешно выполнено')).toBeNull();
  });

  it('uses the 6000 ms spec duration for success and error', async () => {
    expect(TOAST_DURATION_MS).toBe(6000);
    renderProvider();
    await act(async () => {
      toast.error('Папка должна быть пустой');
    });
    advance(5900);
    expect(within(region()).getByText('Папка должна быть пустой')).toBeTruthy();
    advance(100);
    expect(within(region()).queryByText('Папка должна быть пустой')).toBeNull();
  });

  it('gives generic toasts TOAST_DEFAULT_DURATION_MS unless durationMs is passed', async () => {
    renderProvider();
    await act(async () => {
      toast.show({ title: 'Обычное', variant: 'info' });
      toast.show({ title: 'Долгое', description: 'Подробности', variant: 'warning', durationMs: 10_000 });
    });
    advance(TOAST_DEFAULT_DURATION_MS);
    expect(within(region()).queryByText('Обычное')).toBeNull();
    expect(within(region()).getByText('Долгое')).toBeTruthy();
    expect(within(region()).getByText('Подробности')).toBeTruthy();
  });

  it(`shows at most ${TOAST_LIMIT} toasts and drops the oldest`, async () => {
    expect(TOAST_LIMIT).toBe(5);
    renderProvider();
    await act(async () => {
      for (let i = 1; i <= 7; i += 1) toast.show({ title: `Сообщение ${i}`, variant: 'info' });
    });
    const titles = toasts().map((item) => within(item).getByText(/^Сообщение \d$/).textContent);
    expect(titles).toEqual(['Сообщение 3', 'Сообщение 4', 'Сообщение 5', 'Сообщение 6', 'Сообщение 7']);
  });

  it('closes with the "Закрыть" button and removes the toast from the list', async () => {
    renderProvider();
    await act(async () => {
      toast.success('Товар добавлен в корзину');
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Закрыть' }));
    advance(TOAST_REMOVE_DELAY_MS);
    expect(toasts()).toHaveLength(0);
  });

  it('shows the remaining time as a progress bar that pauses on hover', async () => {
    renderProvider();
    await act(async () => {
      toast.success('Сохранено');
    });
    const progress = () => Number(within(region()).getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(progress()).toBe(100);

    advance(TOAST_DURATION_MS / 2);
    expect(progress()).toBe(50);

    // Pointer over the viewport pauses both the radix close timer and the bar.
    fireEvent.pointerMove(region());
    advance(4000);
    expect(progress()).toBe(50);
    expect(toasts()).toHaveLength(1);

    fireEvent.pointerLeave(region());
    advance(TOAST_DURATION_MS / 4);
    expect(progress()).toBe(25);
    advance(TOAST_DURATION_MS / 4 + TOAST_REMOVE_DELAY_MS);
    expect(toasts()).toHaveLength(0);
  });

  it('throws a helpful error outside the provider', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
