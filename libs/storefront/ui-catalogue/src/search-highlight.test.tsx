import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Highlight } from './search-highlight';

afterEach(cleanup);

function html(escaped: string): string {
  const { container } = render(
    <p>
      <Highlight html={escaped} />
    </p>,
  );
  return container.querySelector('p')?.innerHTML ?? '';
}

describe('Highlight', () => {
  it('marks the matched words', () => {
    expect(html('Блок СКЗИ <mark>тахографа</mark> Атол')).toBe('Блок СКЗИ <mark>тахографа</mark> Атол');
  });

  it('shows escaped markup from product data as text, never as elements', () => {
    const { container } = render(
      <Highlight
        html={
          '&lt;img src=x onerror=alert(1)&gt; <mark>&lt;b&gt;DTCO&lt;/b&gt;</mark> &amp; &quot;ко&quot; &#39;1&#39;'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>DTCO</b> & "ко" \'1\'');
    expect(container.querySelector('mark')?.textContent).toBe('<b>DTCO</b>');
  });

  it('treats any other tag in the string as text too', () => {
    const { container } = render(<Highlight html={'<script>alert(1)</script><em>x</em>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><em>x</em>');
  });

  it('renders an article matched whole', () => {
    expect(html('<mark>DTCO 4.1</mark>')).toBe('<mark>DTCO 4.1</mark>');
  });
});
