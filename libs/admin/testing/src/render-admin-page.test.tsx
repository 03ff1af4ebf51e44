import { useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from './render-admin-page';

afterEach(cleanup);

const Greeting = createContext('нет провайдера');

function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const retries = useQueryClient().getDefaultOptions().queries?.retry;
  return (
    <>
      <p>{`${useContext(Greeting)}, id ${params.get('id')}, повторов ${String(retries)}`}</p>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Дальше
      </button>
    </>
  );
}

describe('renderAdminPage', () => {
  it('mounts the page at its path inside the given providers with a query client that does not retry', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <Greeting value="Привет">{children}</Greeting>;
    renderAdminPage(Page, '/product/update?id=42', { wrapper });
    expect(screen.getByText('Привет, id 42, повторов false')).toBeTruthy();
  });

  it('answers any other path with a stand-in page and exposes the router', () => {
    const { router } = renderAdminPage(Page, '/product/update?id=42');
    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('другая страница')).toBeTruthy();
  });
});
