import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiSeam } from './api-seam';

const seam = createApiSeam<{ greet: () => string }>('GreetingApi');

function Greeting() {
  return <p>{seam.useApi().greet()}</p>;
}

describe('createApiSeam', () => {
  it('gives a page the API of the nearest provider', () => {
    render(
      <seam.Provider api={{ greet: () => 'Здравствуйте' }}>
        <Greeting />
      </seam.Provider>,
    );
    expect(screen.getByText('Здравствуйте')).toBeTruthy();
  });

  it('names the seam when a page is rendered without its provider', () => {
    expect(() => render(<Greeting />)).toThrow('GreetingApi needs its provider above it');
  });
});
