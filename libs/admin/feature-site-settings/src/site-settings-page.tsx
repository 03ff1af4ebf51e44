import { LoadError, Panel, useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChangeHistory } from './change-history';
import { FreeShippingForm } from './free-shipping-form';
import { SellerForm } from './seller-form';
import { settingsPaths } from './settings-paths';
import { settingsQueryOptions } from './settings-queries';
import type { AdminSiteSettings } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';
import { SiteFileCard } from './site-file-card';
import { ThemeForm } from './theme-form';
import { useDirtyParts } from './use-dirty-parts';
import './site-settings.css';

const t = ru.adminSettings;
const TITLE_ID = 'admin-site-settings-title';

/**
 * /admin/settings/site: the files for buyers, the free-shipping cost, the theme, the seller's requisites with НДС and
 * the order e-mail, and the history of every change. Each part saves on its own; leaving with any part unsaved asks.
 */
export function SiteSettingsPage() {
  const api = useSiteSettingsApi();
  const query = useQuery(settingsQueryOptions(api));

  return (
    <section className="admin-settings" aria-labelledby={TITLE_ID}>
      <div className="admin-page-header">
        <h1 id={TITLE_ID}>{ru.admin.pages.siteSettings}</h1>
        <Link to={settingsPaths.contentList}>{t.site.toContentPages}</Link>
      </div>
      <p className="admin-settings__muted">{t.site.intro}</p>
      {query.data ? (
        <SettingsView settings={query.data} />
      ) : query.isError ? (
        <LoadError message={t.site.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <div className="admin-notice" aria-busy="true">
          <Spinner />
        </div>
      )}
    </section>
  );
}

function SettingsView({ settings }: { settings: AdminSiteSettings }) {
  const { anyDirty, onDirty } = useDirtyParts();
  useUnsavedChangesGuard(anyDirty);
  return (
    <>
      <Panel title={t.files.title} intro={t.files.intro}>
        <div className="admin-settings__files">
          <SiteFileCard field="priceListFile" file={settings.priceListFile} onDirty={onDirty('priceListFile')} />
          <SiteFileCard field="requisitesFile" file={settings.requisitesFile} onDirty={onDirty('requisitesFile')} />
        </div>
      </Panel>
      <div className="admin-settings__pair">
        <Panel title={t.freeShipping.title}>
          <FreeShippingForm
            key={settings.freeShippingCost}
            cost={settings.freeShippingCost}
            onDirty={onDirty('freeShippingCost')}
          />
        </Panel>
        <Panel title={t.theme.title}>
          <ThemeForm key={settings.thematicTheme} theme={settings.thematicTheme} onDirty={onDirty('thematicTheme')} />
        </Panel>
      </div>
      <Panel title={t.seller.title} intro={t.seller.intro}>
        <SellerForm settings={settings} onDirty={onDirty('seller')} />
      </Panel>
      <Panel title={t.history.title}>
        <ChangeHistory />
      </Panel>
    </>
  );
}
