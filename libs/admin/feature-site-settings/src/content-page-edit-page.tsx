import {
  LoadError,
  MissingRecord,
  RichTextEditor,
  SafeHtml,
  useUnsavedChangesGuard,
  type RichTextFormat,
} from '@shop/admin-ui-data';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Button, Input, Spinner, Textarea, useConfirm, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  CONTENT_PAGE_LIMITS,
  contentPageFormDefaults,
  contentPageResolver,
  toContentPageInput,
  type ContentPageFormValues,
} from './content-page-form-values';
import { ContentPageState } from './content-page-state';
import { fieldErrorsOf } from './settings-errors';
import { userLabel } from './settings-format';
import { settingsPaths, toContentPageSlug } from './settings-paths';
import { contentPagesQueryOptions, useResetContentPage, useUpdateContentPage } from './settings-queries';
import type { ContentPage } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';
import './site-settings.css';
import { toastText } from '@shop/errors';

const t = ru.adminSettings.content;
const r = ru.adminRichText;
const TITLE_ID = 'admin-content-page-title';

/** A static page's formatting: its sections' headings, paragraphs, emphasis, lists and links. */
const PAGE_FORMATS: readonly RichTextFormat[] = [
  { label: r.heading, before: '<h2>', after: '</h2>' },
  { label: r.subheading, before: '<h3>', after: '</h3>' },
  { label: r.paragraph, before: '<p>', after: '</p>' },
  { label: r.bold, before: '<strong>', after: '</strong>' },
  { label: r.italic, before: '<em>', after: '</em>' },
  { label: r.list, before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  { label: r.link, before: '<a href="https://">', after: '</a>' },
];

/** /admin/settings/content/:slug: one static page's title, text and SEO fields, a live preview, save and reset. */
export function ContentPageEditPage() {
  const api = useSiteSettingsApi();
  const slug = toContentPageSlug(useParams().slug);
  const query = useQuery(contentPagesQueryOptions(api));
  const page = slug ? query.data?.find((each) => each.slug === slug) : undefined;

  if (page) {
    // A saved or reset page starts a fresh form.
    return <ContentPageView key={`${page.slug}:${page.updatedAt ?? 'built-in'}`} page={page} />;
  }
  let state;
  if (slug === null || query.data) {
    state = <MissingRecord message={t.unknownPage} listPath={settingsPaths.contentList} listLabel={t.toList} />;
  } else if (query.isError) {
    state = <LoadError message={t.pageLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    state = (
      <div className="admin-notice" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="admin-settings" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{ru.adminSettings.pages.contentPageEdit}</h1>
      {state}
    </section>
  );
}

function ContentPageView({ page }: { page: ContentPage }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const confirm = useConfirm();
  const update = useUpdateContentPage(api);
  const reset = useResetContentPage(api);
  const previewId = useId();
  const name = t.slugs[page.slug];
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ContentPageFormValues>({ defaultValues: contentPageFormDefaults(page), resolver: contentPageResolver });
  useUnsavedChangesGuard(isDirty && !isSubmitting && !reset.isPending);
  const [title, html] = watch(['title', 'html']);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ slug: page.slug, input: toContentPageInput(values) });
      toast.success(t.saved);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      let shown = false;
      for (const [field, message] of fields) {
        if (!(field in values)) continue;
        setError(field as Path<ContentPageFormValues>, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
      if (!shown) toast.error(toastText(failure));
    }
  });

  const confirmReset = async () => {
    const confirmed = await confirm({ title: t.resetConfirm.replace('{title}', name), confirmLabel: t.reset });
    if (!confirmed) return;
    try {
      await reset.mutateAsync(page.slug);
      toast.success(t.resetDone);
    } catch (failure) {
      toast.error(toastText(failure));
    }
  };

  return (
    <section className="admin-settings" aria-labelledby={TITLE_ID}>
      <div className="admin-page-header">
        <h1 id={TITLE_ID}>{t.editTitle.replace('{title}', name)}</h1>
        <Link to={settingsPaths.contentList}>{t.toList}</Link>
      </div>
      <p className="admin-settings__muted">
        <ContentPageState builtIn={page.isBuiltIn} />{' '}
        {page.isBuiltIn || !page.updatedAt
          ? t.builtInNote
          : t.updatedBy.replace('{date}', formatDateTime(page.updatedAt)).replace('{who}', userLabel(page.updatedBy))}
      </p>
      <div className="admin-content-page__layout">
        <form className="admin-panel admin-settings__seller" noValidate onSubmit={(event) => void submit(event)}>
          <Input
            label={t.title}
            maxLength={CONTENT_PAGE_LIMITS.title}
            error={errors.title?.message}
            {...register('title')}
          />
          <RichTextEditor
            label={t.text}
            hint={t.textHint}
            formats={PAGE_FORMATS}
            rows={18}
            value={html}
            error={errors.html?.message}
            onFormat={(text) => setValue('html', text, { shouldDirty: true })}
            {...register('html')}
          />
          <fieldset className="admin-settings__fieldset">
            <legend>{t.seo}</legend>
            <Input
              label={t.seoTitle}
              hint={t.seoTitleHint}
              maxLength={CONTENT_PAGE_LIMITS.seoTitle}
              error={errors.seoTitle?.message}
              {...register('seoTitle')}
            />
            <Textarea
              label={t.seoDescription}
              hint={t.seoDescriptionHint}
              rows={3}
              maxLength={CONTENT_PAGE_LIMITS.seoDescription}
              error={errors.seoDescription?.message}
              {...register('seoDescription')}
            />
          </fieldset>
          <div className="admin-form-actions">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t.save}
            </Button>
            {!page.isBuiltIn && (
              <Button type="button" variant="danger" loading={reset.isPending} onClick={() => void confirmReset()}>
                {t.reset}
              </Button>
            )}
          </div>
        </form>
        <section className="admin-panel" aria-labelledby={previewId}>
          <h2 id={previewId}>{t.preview}</h2>
          <p className="admin-settings__muted">{t.previewHint}</p>
          <article className="admin-content-page__preview">
            <p className="admin-content-page__preview-title">{title.trim() || name}</p>
            <SafeHtml html={html} />
          </article>
        </section>
      </div>
    </section>
  );
}
