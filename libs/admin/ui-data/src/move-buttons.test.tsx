import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoveButtons } from './move-buttons';

afterEach(cleanup);

describe('MoveButtons', () => {
  it('moves up or down by one, and neither past an end', async () => {
    const onMove = vi.fn();
    render(<MoveButtons upLabel="Выше: фото" downLabel="Ниже: фото" first last={false} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Выше: фото' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Ниже: фото' }));
    expect(onMove).toHaveBeenCalledWith(1);
  });

  it('shows the texts beside the arrows when given', () => {
    render(
      <MoveButtons
        upLabel="a"
        downLabel="b"
        upText="Выше"
        downText="Ниже"
        first={false}
        last={false}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'a' }).textContent).toBe('↑ Выше');
    expect(screen.getByRole('button', { name: 'b' }).textContent).toBe('↓ Ниже');
  });
});
