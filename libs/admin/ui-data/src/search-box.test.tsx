import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from './list-params';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('sends the trimmed text once typing settles, not every keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Поиск" value="" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Поиск' });
    fireEvent.change(field, { target: { value: 'Ива' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
    fireEvent.change(field, { target: { value: ' Иванов ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Иванов');
    expect(field.getAttribute('maxlength')).toBe(String(SEARCH_QUERY_MAX_LENGTH));
  });

  it('shows a value changed from outside and does not send it back', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox label="Поиск" value="дут" onSearch={onSearch} />);
    rerender(<SearchBox label="Поиск" value="тахограф" onSearch={onSearch} />);
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('тахограф');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
