import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter, type FooterDownload } from './site-footer';

afterEach(cleanup);

function renderFooter(downloads?: FooterDownload[]) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SiteFooter brand="ТахоСнаб" downloads={downloads} /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('SiteFooter', () => {
  it("links the shop's files as downloads when it offers any", () => {
    renderFooter([{ href: '/api/v1/site-settings/download/price-list', label: 'Прайс-лист' }]);
    const files = screen.getByRole('navigation', { name: 'Документы' });
    const link = files.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/api/v1/site-settings/download/price-list');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(link?.textContent).toBe('Прайс-лист');
  });

  it('has no files list without files, and always the static pages', () => {
    renderFooter();
    expect(screen.queryByRole('navigation', { name: 'Документы' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Доставка и оплата' }).getAttribute('href')).toBe('/delivery');
  });
});
