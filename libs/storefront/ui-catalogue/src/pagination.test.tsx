import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageWindow, Pagination } from './pagination';

afterEach(cleanup);

describe('pageWindow', () => {
  it('shows the first, the last and two around the current page', () => {
    expect(pageWindow(500, 1000)).toEqual([1, null, 498, 499, 500, 501, 502, null, 1000]);
  });

  it('has no gaps for a short listing', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
  });
});

describe('Pagination', () => {
  it('links each page by URL and marks the current one', () => {
    const Stub = createRoutesStub([
      {
        path: '/category/:slug',
        Component: () => <Pagination page={500} pages={1000} hrefOf={(page) => `/category/tahografy?page=${page}`} />,
      },
    ]);
    render(<Stub initialEntries={['/category/tahografy?page=500']} />);
    expect(screen.getByLabelText('Страница 500, текущая').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Страница 1000' }).getAttribute('href')).toBe(
      '/category/tahografy?page=1000',
    );
    expect(screen.getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toBe('/category/tahografy?page=501');
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe('/category/tahografy?page=499');
  });

  it('renders nothing for a single page', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <Pagination page={1} pages={1} hrefOf={String} /> }]);
    const { container } = render(<Stub initialEntries={['/']} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
