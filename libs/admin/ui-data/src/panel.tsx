import { useId, type ReactNode } from 'react';
import './ui-data.css';

/** Props of {@link Panel}. */
export interface PanelProps {
  title: string;
  /** A lead paragraph under the title. */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of an admin page (an order's facts, a group of settings): a bordered `section` named by its `h2`. */
export function Panel({ title, intro, className, children }: PanelProps) {
  const id = useId();
  return (
    <section className={className ? `admin-panel ${className}` : 'admin-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="admin-panel__intro">{intro}</p>}
      {children}
    </section>
  );
}
