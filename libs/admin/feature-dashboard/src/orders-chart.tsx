import { formatDate, formatMoney, formatNumber, ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { DashboardDay } from './dashboard-api';

const t = ru.adminDashboard.chart;
const HEIGHT = 200;

/** '2026-03-05' as the chart's axis writes it: '05.03'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}.${month}`;
}

/** A Moscow day (YYYY-MM-DD) as the hidden table reads it: '05 марта 2026'. */
function longDay(day: string): string {
  return formatDate(`${day}T12:00:00+03:00`);
}

/** A design token of the page (the chart follows the colour mode), or the fallback outside a styled page. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Orders by day as bars, drawn by uPlot, which is loaded on first use (its chunk weighs on no other admin page). The
 * figures are also in a visually hidden table, the chart's text alternative; the drawing itself is hidden from
 * assistive technology. Should the library fail to load, the table is still there.
 */
export function OrdersByDayChart({ days }: { days: readonly DashboardDay[] }) {
  const titleId = useId();
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = target.current;
    if (element === null) return;
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let resize: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (disposed) return;
        const primary = token(element, '--ui-color-primary', '#2563eb');
        const muted = token(element, '--ui-color-muted', '#6b7280');
        const grid = token(element, '--ui-color-border', '#e5e7eb');
        const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        const counts = days.map((d) => d.orderCount);
        plot = new UPlot(
          {
            width: Math.max(element.clientWidth, 240),
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: {
              x: { time: false, range: [-0.5, days.length - 0.5] },
              y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
            },
            axes: [
              {
                ...axis,
                space: 48,
                values: (_u, splits) =>
                  splits.map((i) => (Number.isInteger(i) && days[i] ? shortDay(days[i].day) : '')),
              },
              {
                ...axis,
                size: 48,
                values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
              },
            ],
            series: [
              {},
              {
                label: t.seriesOrders,
                stroke: primary,
                fill: primary,
                width: 0,
                paths: UPlot.paths.bars?.({ size: [0.7, 24] }),
                points: { show: false },
              },
            ],
          },
          [days.map((_, i) => i), counts],
          element,
        );
        resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }));
        resize.observe(element);
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [days]);

  return (
    <figure className="admin-dashboard-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="admin-dashboard__heading">
        {t.title}
      </figcaption>
      <div className="admin-dashboard-chart__plot" ref={target} aria-hidden="true" />
      {state === 'loading' && (
        <p className="admin-dashboard-chart__loading" role="status">
          <Spinner size="sm" decorative /> {t.loading}
        </p>
      )}
      {/* The class sits on a wrapper: a table box ignores the height and overflow that hide it. */}
      <div className={state === 'failed' ? undefined : 'ui-visually-hidden'}>
        <table className="admin-dashboard-chart__table">
          <caption>{t.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.orders}</th>
              <th scope="col">{t.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{longDay(d.day)}</th>
                <td>{formatNumber(d.orderCount)}</td>
                <td>{formatMoney(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
