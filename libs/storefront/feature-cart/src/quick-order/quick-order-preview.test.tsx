import type { Schema } from '@shop/api-contract';
import { testProductCard } from '@shop/storefront-testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuickOrderPreviewRow } from './quick-order';
import { QuickOrderPreview } from './quick-order-preview';

afterEach(cleanup);

const row = (lineNumber: number, exceedsStock: boolean, stock: Schema<'ShownStock'>) =>
  ({
    kind: 'found',
    lineNumber,
    article: `ART-${lineNumber}`,
    quantity: 20,
    capped: false,
    exceedsStock,
    product: testProductCard({ id: `p-${lineNumber}`, title: `Товар ${lineNumber}`, stock }),
  }) satisfies QuickOrderPreviewRow;

describe('QuickOrderPreview', () => {
  it('notes a quantity beyond the free stock, with the number only where the reply carries it (issue #28)', () => {
    render(
      <MemoryRouter>
        <QuickOrderPreview
          rows={[
            row(1, true, { level: 'in_stock', leadTimeDays: null, free: { quantity: 12, more: false } }),
            row(2, true, { level: 'low', leadTimeDays: null }),
            row(3, false, { level: 'in_stock', leadTimeDays: null }),
          ]}
        />
      </MemoryRouter>,
    );
    const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;
    expect(within(rowOf('Товар 1')).getByText('Больше, чем есть на складе: свободно 12 шт.')).toBeTruthy();
    expect(within(rowOf('Товар 2')).getByText('Больше, чем есть на складе')).toBeTruthy();
    expect(rowOf('Товар 3').textContent).not.toContain('на складе');
  });
});
