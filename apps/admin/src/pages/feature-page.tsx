import type { ComponentType } from 'react';
import { usePageTitle } from './use-page-title';

/** A feature lib's page with the document title set (route modules stay thin: title + page). */
export function FeaturePage({ title, Page }: { title: string; Page: ComponentType }) {
  usePageTitle(title);
  return <Page />;
}
