import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import { vi } from 'vitest';
import type { AdminDashboard, DashboardApi, DashboardDay, OrderSummary } from '../dashboard-api';
import { DashboardApiProvider } from '../dashboard-api-context';
import { DashboardPage } from '../dashboard-page';

export const ORDER_ID = '7a1c9b11-0c0a-4c55-9a40-2f0f5f1c2b8e';

/** 30 Moscow days ending 5 March 2026, zeros but for the `figures` given by day. */
export function thirtyDays(figures: Record<string, Pick<DashboardDay, 'orderCount' | 'revenue'>> = {}): DashboardDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 5 - 29 + i)).toISOString().slice(0, 10);
    return { day, orderCount: 0, revenue: '0.00', ...figures[day] };
  });
}

/** A row of the latest orders. */
export function aSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 1001,
    status: 'created',
    paymentStatus: 'awaiting',
    shipmentStatus: 'preparing',
    payerType: 'company',
    companyTitle: 'ООО «Тахограф-Сервис»',
    customer: {
      id: '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11',
      email: 'ivanov@firma.ru',
      firstName: 'Иван',
      lastName: 'Иванов',
      companyTitle: null,
    },
    itemsTotal: '45900.00',
    total: null,
    lineCount: 2,
    createdAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A dashboard of a few orders, with overrides. */
export function aDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    today: { orderCount: 3, revenue: '12345.60' },
    week: { orderCount: 21, revenue: '1234567.89' },
    awaitingShippingCost: 2,
    overdueUnpaidOrders: 3,
    unpaidOrderDays: 5,
    awaitingShipment: 4,
    lowStockProducts: 6,
    newCustomers: 5,
    pendingIntegratorRequests: 1,
    latestOrders: [
      aSummary(),
      aSummary({
        id: '8b2d0c22-1d1b-4d66-8b51-3a1a6a2d3c9f',
        number: 1000,
        status: 'completed',
        total: '1500.00',
        itemsTotal: '1200.00',
        companyTitle: null,
      }),
    ],
    ordersByDay: thirtyDays({
      '2026-03-04': { orderCount: 18, revenue: '1222222.29' },
      '2026-03-05': { orderCount: 3, revenue: '12345.60' },
    }),
    ...overrides,
  };
}

/** A fake dashboard API whose call is a spy. */
export function fakeDashboardApi(get: DashboardApi['get'] = async () => aDashboard()): DashboardApi {
  return { get: vi.fn(get) };
}

/** Renders the dashboard at /admin (the router's '/') over `api`. */
export function renderDashboard(api: DashboardApi) {
  return renderAdminPage(DashboardPage, '/', { wrapper: withAdminUi(DashboardApiProvider, { api }) });
}
