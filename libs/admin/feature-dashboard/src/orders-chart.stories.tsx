import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardDay } from './dashboard-api';
import { OrdersByDayChart } from './orders-chart';
import './dashboard.css';

/** 30 Moscow days from 27 October 2026, with `count(i)` orders on the i-th and a revenue to match. */
function month(count: (i: number) => number): DashboardDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10);
    const orderCount = count(i);
    return { day, orderCount, revenue: (orderCount * 48_350.5).toFixed(2) };
  });
}

const meta = {
  title: 'Admin/Dashboard/Orders chart',
  component: OrdersByDayChart,
  // The dashboard's column for the chart.
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{<Story />}</div>],
  args: { days: month((i) => [3, 7, 12, 5, 0, 9, 14][i % 7] ?? 0) },
  parameters: {
    docs: {
      description: {
        component:
          'Orders by day over 30 days as bars (uPlot, loaded on first use, in the colours of the mode), with the figures in a visually hidden table for screen readers.',
      },
    },
  },
} satisfies Meta<typeof OrdersByDayChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordinary month: weekdays busier than weekends. */
export const Month: Story = {};

/** A quiet month: no orders at all (the axis still reads 0 to 4). */
export const NoOrders: Story = { args: { days: month(() => 0) } };

/** One day of a large tender among small ones. */
export const OneBusyDay: Story = { args: { days: month((i) => (i === 17 ? 1250 : 2)) } };
