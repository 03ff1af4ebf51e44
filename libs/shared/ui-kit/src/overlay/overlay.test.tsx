import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../dialog/dialog';
import { OVERLAY_LEAVE_FALLBACK_MS, OverlayProvider, useOverlay, type OverlayApi } from './overlay';

let overlay: OverlayApi;
function Capture() {
  overlay = useOverlay();
  return null;
}

function renderProvider() {
  return render(
    <OverlayProvider>
      <Capture />
    </OverlayProvider>,
  );
}

function Confirm({ close }: { close(result?: 'yes' | 'no'): void }) {
  return (
    <div role="dialog" aria-label="Удалить папку?">
      <button type="button" onClick={() => close('yes')}>
        Да
      </button>
      <button type="button" onClick={() => close('no')}>
        Нет
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OverlayProvider / useOverlay', () => {
  it('resolves open() with the result passed to close()', async () => {
    renderProvider();
    let promise!: Promise<'yes' | 'no' | undefined>;
    act(() => {
      promise = overlay.open<'yes' | 'no'>(({ close }) => <Confirm close={close} />);
    });
    expect(screen.getByRole('dialog', { name: 'Удалить папку?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Нет' }));
    await expect(promise).resolves.toBe('no');
  });

  it('keeps the overlay mounted until its leave animation ends', async () => {
    renderProvider();
    let promise!: Promise<'yes' | 'no' | undefined>;
    act(() => {
      promise = overlay.open<'yes' | 'no'>(({ close }) => <Confirm close={close} />);
    });
    const dialog = screen.getByRole('dialog', { name: 'Удалить папку?' });
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await expect(promise).resolves.toBe('yes');
    // Still there, animating out.
    expect(screen.getByRole('dialog', { name: 'Удалить папку?' })).toBe(dialog);
    expect(dialog.parentElement?.getAttribute('data-state')).toBe('closed');

    fireEvent.animationEnd(dialog);
    expect(screen.queryByRole('dialog', { name: 'Удалить папку?' })).toBeNull();
  });

  it('ignores animations that end while the overlay is still open', () => {
    renderProvider();
    act(() => {
      void overlay.open<'yes' | 'no'>(({ close }) => <Confirm close={close} />);
    });
    fireEvent.animationEnd(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('unmounts after the fallback timeout when no animationend comes', () => {
    vi.useFakeTimers();
    renderProvider();
    act(() => {
      void overlay.open<'yes' | 'no'>(({ close }) => <Confirm close={close} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    act(() => vi.advanceTimersByTime(OVERLAY_LEAVE_FALLBACK_MS - 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves only once even if close is called twice', async () => {
    renderProvider();
    let close!: (result?: number) => void;
    let promise!: Promise<number | undefined>;
    act(() => {
      promise = overlay.open<number>((controls) => {
        close = controls.close;
        return <p>Загрузка файлов</p>;
      });
    });
    act(() => {
      close(1);
      close(2);
    });
    await expect(promise).resolves.toBe(1);
  });

  it('stacks several overlays and closeAll() resolves each with undefined', async () => {
    renderProvider();
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = overlay.open(() => <p>Первое окно</p>);
      second = overlay.open(() => <p>Второе окно</p>);
    });
    expect(screen.getByText('Первое окно')).toBeTruthy();
    expect(screen.getByText('Второе окно')).toBeTruthy();
    act(() => overlay.closeAll());
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('drives a Dialog: its close button resolves undefined, its actions resolve their result', async () => {
    renderProvider();
    const openDialog = () => {
      let promise!: Promise<boolean | undefined>;
      act(() => {
        promise = overlay.open<boolean>(({ close }) => (
          <Dialog
            title="Удалить товар?"
            description="Товар «Тахограф Меркурий ТА-001» будет удалён из каталога."
            footer={
              <button type="button" onClick={() => close(true)}>
                Удалить
              </button>
            }
          />
        ));
      });
      return promise;
    };

    const dismissed = openDialog();
    expect(screen.getByRole('dialog', { name: 'Удалить товар?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await expect(dismissed).resolves.toBeUndefined();

    const confirmed = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await expect(confirmed).resolves.toBe(true);
  });

  it('throws a helpful error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/OverlayProvider/);
    spy.mockRestore();
  });
});
