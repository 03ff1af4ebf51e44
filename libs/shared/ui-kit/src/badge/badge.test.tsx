import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Badge } from './badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its word with the tone and size classes', () => {
    render(<Badge tone="danger">Отклонена</Badge>);
    const badge = screen.getByText('Отклонена');
    expect(badge.className.split(' ')).toEqual(['ui-badge', 'ui-badge--md', 'ui-badge--danger']);
  });

  it('takes the small size, wrapping and an extra class', () => {
    render(
      <Badge tone="warning" size="sm" wrap className="admin-x">
        Ждёт стоимости доставки
      </Badge>,
    );
    expect(screen.getByText('Ждёт стоимости доставки').className.split(' ')).toEqual([
      'ui-badge',
      'ui-badge--sm',
      'ui-badge--warning',
      'ui-badge--wrap',
      'admin-x',
    ]);
  });
});
