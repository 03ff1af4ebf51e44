import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from './page-placeholder';

afterEach(cleanup);

describe('PagePlaceholder', () => {
  it('shows the page title as the heading, says it is in development and names the area', () => {
    render(<PagePlaceholder title="Избранное" area="Избранное" />);
    const region = screen.getByRole('region', { name: 'Избранное' });
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeTruthy();
    expect(region.textContent).toContain(ru.placeholder.title);
    expect(region.textContent).toContain(ru.placeholder.text);
    expect(screen.getByText(/появятся вместе с разделом «Избранное»/)).toBeTruthy();
  });

  it('renders extra actions', () => {
    render(
      <PagePlaceholder title="Оформление заказа" area="Оформление заказа">
        <a href="/">{ru.common.toHome}</a>
      </PagePlaceholder>,
    );
    expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
  });
});
