import { useId, type ReactNode } from 'react';

/** One row of a {@link SumsPanel}: what is summed and its amount, already formatted. */
export interface SumsRow {
  label: string;
  value: ReactNode;
  /** Class of the amount (e.g. a smaller text for «уточняется»). */
  valueClassName?: string;
}

/** Props of {@link SumsPanel}. */
export interface SumsPanelProps {
  /** The heading that names the panel. */
  title: string;
  rows: readonly SumsRow[];
  /** The last row, set apart and larger. */
  total: SumsRow;
  /** A smaller line under the total that it already includes (an order's НДС). */
  included?: SumsRow;
  /** Under the sums: the free-shipping progress, an action. */
  children?: ReactNode;
}

/** A panel of sums beside the lines (the cart's summary, an order's totals): a titled section of label and amount rows, the total last. */
export function SumsPanel({ title, rows, total, included, children }: SumsPanelProps) {
  const titleId = useId();
  return (
    <section className="sf-sums" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-sums__title">
        {title}
      </h2>
      <dl className="sf-sums__figures">
        {rows.map((row) => (
          <SumsRowView key={row.label} row={row} />
        ))}
        <SumsRowView row={total} className="sf-sums__total" />
        {included && <SumsRowView row={included} className="sf-sums__included" />}
      </dl>
      {children}
    </section>
  );
}

function SumsRowView({ row, className }: { row: SumsRow; className?: string }) {
  return (
    <div className={className}>
      <dt>{row.label}</dt>
      <dd className={row.valueClassName}>{row.value}</dd>
    </div>
  );
}
