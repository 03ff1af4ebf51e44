import { DataTable, LoadError, type DataTableColumn } from '@shop/admin-ui-data';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ContentPageState } from './content-page-state';
import { settingsPaths } from './settings-paths';
import { contentPagesQueryOptions } from './settings-queries';
import type { ContentPage } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';
import './site-settings.css';

const t = ru.adminSettings.content;
const TITLE_ID = 'admin-content-pages-title';

const COLUMNS: readonly DataTableColumn<ContentPage>[] = [
  {
    id: 'title',
    header: t.columns.title,
    wide: true,
    cell: (page) => (
      <Link to={settingsPaths.content(page.slug)} className="admin-settings__link">
        {t.slugs[page.slug]}
      </Link>
    ),
  },
  { id: 'address', header: t.columns.address, nowrap: true, cell: (page) => `/${page.slug}` },
  { id: 'state', header: t.columns.state, nowrap: true, cell: (page) => <ContentPageState builtIn={page.isBuiltIn} /> },
  {
    id: 'updatedAt',
    header: t.columns.updatedAt,
    nowrap: true,
    cell: (page) => (page.updatedAt ? formatDateTime(page.updatedAt) : '—'),
  },
];

/** /admin/settings/content: the four static pages of the shop, each with whether it shows its built-in text. */
export function ContentPageListPage() {
  const api = useSiteSettingsApi();
  const query = useQuery(contentPagesQueryOptions(api));
  return (
    <section className="admin-settings" aria-labelledby={TITLE_ID}>
      <div className="admin-page-header">
        <h1 id={TITLE_ID}>{ru.adminSettings.pages.contentPageList}</h1>
        <Link to={settingsPaths.site}>{ru.admin.pages.siteSettings}</Link>
      </div>
      <p className="admin-settings__muted">{t.intro}</p>
      {query.isError && !query.data ? (
        <LoadError message={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <DataTable
          label={t.tableLabel}
          columns={COLUMNS}
          rows={query.data}
          rowKey={(page) => page.slug}
          loading={query.isPending}
          skeletonRows={4}
        />
      )}
    </section>
  );
}
