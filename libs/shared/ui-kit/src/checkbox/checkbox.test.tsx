import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label that forwards the ref and the change', () => {
    const ref = createRef<HTMLInputElement>();
    const changes: boolean[] = [];
    render(<Checkbox label="Активен" ref={ref} onChange={(event) => changes.push(event.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Активен' });
    expect(ref.current).toBe(box);
    fireEvent.click(screen.getByText('Активен'));
    expect(changes).toEqual([true]);
  });
});
