import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

const options = [
  { value: 'pickup', label: 'Самовывоз' },
  { value: 'courier', label: 'Курьером' },
] as const;

describe('RadioGroup', () => {
  it('is a group named by its legend with one radio per option, each named by its label', () => {
    render(<RadioGroup legend="Способ доставки" name="delivery" options={options} />);
    const group = screen.getByRole('group', { name: 'Способ доставки' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['pickup', 'courier']);
    expect(group.contains(screen.getByRole('radio', { name: 'Курьером' }))).toBe(true);
    expect(radios.every((radio) => (radio as HTMLInputElement).name === 'delivery')).toBe(true);
  });

  it('gives every radio the input props, so a choice reaches the form', () => {
    const chosen: string[] = [];
    render(
      <RadioGroup
        legend="Способ доставки"
        name="delivery"
        options={options}
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Курьером' }));
    expect(chosen).toEqual(['courier']);
    expect((screen.getByRole('radio', { name: 'Курьером' }) as HTMLInputElement).checked).toBe(true);
  });
});
