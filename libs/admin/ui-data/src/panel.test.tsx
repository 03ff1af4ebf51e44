import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Panel } from './panel';

afterEach(cleanup);

describe('Panel', () => {
  it('is a region named by its heading, with the lead and the content inside', () => {
    render(
      <Panel title="Реквизиты продавца" intro="Печатаются в счетах.">
        <p>ИНН 7728168971</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Реквизиты продавца' });
    expect(region.textContent).toBe('Реквизиты продавцаПечатаются в счетах.ИНН 7728168971');
  });

  it('leaves the lead out when there is none and keeps an extra class', () => {
    render(
      <Panel title="История" className="admin-x">
        <p>Пусто</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'История' });
    expect(region.className).toBe('admin-panel admin-x');
    expect(region.querySelector('.admin-panel__intro')).toBeNull();
  });
});
