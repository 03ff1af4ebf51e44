import { useId, type ReactNode } from 'react';

/** A titled block of the settings page: a `section` named by its `h2`, with an optional lead paragraph. */
export function SettingsBlock({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-settings__block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="admin-settings__muted">{intro}</p>}
      {children}
    </section>
  );
}
