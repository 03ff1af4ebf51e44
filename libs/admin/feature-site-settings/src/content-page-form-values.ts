import { ru } from '@shop/i18n-ru';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContentPage, ContentPageInput } from './site-settings-api';

const t = ru.adminSettings.content;

/** A content page's editable fields as typed. */
export interface ContentPageFormValues {
  title: string;
  html: string;
  seoTitle: string;
  seoDescription: string;
}

/** The contract's limits of a content page. */
export const CONTENT_PAGE_LIMITS: Readonly<Record<keyof ContentPageFormValues, number>> = {
  title: 200,
  html: 200_000,
  seoTitle: 200,
  seoDescription: 500,
};

/** The form's starting values: the page as stored (blank SEO fields for none). */
export function contentPageFormDefaults(
  page: Pick<ContentPage, 'title' | 'html' | 'seoTitle' | 'seoDescription'>,
): ContentPageFormValues {
  return {
    title: page.title,
    html: page.html,
    seoTitle: page.seoTitle ?? '',
    seoDescription: page.seoDescription ?? '',
  };
}

/** What is wrong with each field: a title and a text are required, and every field has the contract's length. */
export function contentPageProblems(values: ContentPageFormValues): Map<keyof ContentPageFormValues, string> {
  const problems = new Map<keyof ContentPageFormValues, string>();
  for (const key of Object.keys(CONTENT_PAGE_LIMITS) as (keyof ContentPageFormValues)[]) {
    const max = CONTENT_PAGE_LIMITS[key];
    if (values[key].trim().length > max)
      problems.set(key, ru.adminSettings.seller.tooLong.replace('{max}', String(max)));
  }
  if (!problems.has('title') && values.title.trim() === '') problems.set('title', ru.adminSettings.seller.required);
  // Markup alone ('<p></p>') sanitises to nothing, which the API refuses (code 12): ask for words.
  if (!problems.has('html') && values.html.replace(/<[^>]*>/g, '').trim() === '') problems.set('html', t.textRequired);
  return problems;
}

/** The react-hook-form resolver of the content page form over {@link contentPageProblems}. */
export const contentPageResolver: Resolver<ContentPageFormValues> = async (values) => {
  const problems = contentPageProblems(values);
  if (problems.size === 0) return { values, errors: {} };
  const errors: FieldErrors<ContentPageFormValues> = {};
  for (const [field, message] of problems) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** The `updateContentPage` body: the title and SEO fields trimmed (blank SEO fields as null), the HTML as typed. */
export function toContentPageInput(values: ContentPageFormValues): ContentPageInput {
  return {
    title: values.title.trim(),
    html: values.html,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
  };
}
