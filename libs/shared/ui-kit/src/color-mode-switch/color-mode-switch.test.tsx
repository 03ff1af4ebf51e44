import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeSwitch } from './color-mode-switch';

afterEach(cleanup);

describe('ColorModeSwitch', () => {
  it('is a radio group "Цветовая тема" with light, dark and system', () => {
    render(<ColorModeSwitch value="system" onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Цветовая тема' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(group.contains(radios[0] ?? null)).toBe(true);
    expect(radios.map((radio) => radio.value)).toEqual(['light', 'dark', 'system']);
    expect((screen.getByRole('radio', { name: 'Системная' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Светлая' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reports the chosen mode', () => {
    const onChange = vi.fn();
    render(<ColorModeSwitch value="light" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('follows the value it is given', () => {
    const { rerender } = render(<ColorModeSwitch value="light" onChange={() => undefined} />);
    rerender(<ColorModeSwitch value="dark" onChange={() => undefined} />);
    expect((screen.getByRole('radio', { name: 'Тёмная' }) as HTMLInputElement).checked).toBe(true);
  });
});
