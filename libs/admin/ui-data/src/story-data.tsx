/** Story-only: orders as the admin's lists show them, with real copy and the sums of parts buyers. */
import { formatMoney } from '@shop/i18n-ru';
import type { DataTableColumn } from './data-table';

export interface StoryOrderRow {
  id: string;
  number: number;
  createdAt: string;
  customer: string;
  company: string | null;
  status: string;
  total: string | null;
}

export const storyOrderRows: StoryOrderRow[] = [
  {
    id: 'o1',
    number: 100245,
    createdAt: '25.11.2026 12:30',
    customer: 'Петров Иван Сергеевич',
    company: 'Общество с ограниченной ответственностью «Тахоком Сервис Поволжье»',
    status: 'Новый',
    total: null,
  },
  {
    id: 'o2',
    number: 100244,
    createdAt: '25.11.2026 11:05',
    customer: 'Смирнова Ольга',
    company: null,
    status: 'Выполнен',
    total: '1125142900.00',
  },
  {
    id: 'o3',
    number: 100243,
    createdAt: '24.11.2026 18:47',
    customer: 'demo@tachosnab.local',
    company: 'ИП Кузнецов А. В.',
    status: 'Отменён',
    total: '91500.00',
  },
];

export const storyOrderColumns: DataTableColumn<StoryOrderRow>[] = [
  { id: 'number', header: '№', cell: (row) => row.number, nowrap: true },
  { id: 'createdAt', header: 'Дата', cell: (row) => row.createdAt, nowrap: true },
  { id: 'customer', header: 'Покупатель', cell: (row) => row.customer, wide: true },
  { id: 'company', header: 'Организация', cell: (row) => row.company ?? '—', wide: true },
  { id: 'status', header: 'Статус', cell: (row) => row.status, nowrap: true },
  {
    id: 'total',
    header: 'Сумма',
    cell: (row) => (row.total === null ? 'уточняется' : formatMoney(row.total)),
    nowrap: true,
  },
];
