import type { ReactNode } from 'react';

/** An empty cart or favorites list: a heading, a line of help and the ways back to the catalogue. */
export function EmptyState({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <div className="sf-empty-state">
      <h2 className="sf-empty-state__title">{title}</h2>
      <p>{text}</p>
      <p className="sf-empty-state__actions">{actions}</p>
    </div>
  );
}
