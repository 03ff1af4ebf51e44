import { formatNumber, plural, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import type { DisplayPreferenceKey } from './display-preference';
import { FILTERS_FORM_ID } from './facets-panel';
import { LayoutSwitch } from './layout-switch';
import { PARAM, PRODUCT_SORTS, type ProductSort } from './listing-params';
import type { ListingLayout } from '@shop/storefront-ui-catalogue';

const t = ru.storefrontCatalogue;

export interface ListingToolbarProps {
  total: number;
  /** The total is a cap (search counts up to SEARCH_CANDIDATE_CAP): show it as 'N+'. */
  totalIsCapped?: boolean;
  layout: ListingLayout;
  preferenceKey: DisplayPreferenceKey;
  onLayoutChange: (layout: ListingLayout) => void;
  /** The current sort; absent where the order is fixed (search results are ranked). */
  sort?: ProductSort;
}

/** Above a listing: how many products were found, the sort (part of the filter form) and the grid/list switch. */
export function ListingToolbar({
  total,
  totalIsCapped = false,
  layout,
  preferenceKey,
  onLayoutChange,
  sort,
}: ListingToolbarProps) {
  return (
    <div className="sf-toolbar">
      <p className="sf-toolbar__count" role="status">
        {fill(totalIsCapped ? t.listing.foundAtLeast : t.listing.found, {
          count: formatNumber(total),
          products: plural(total, ru.plurals.product),
        })}
      </p>
      <div className="sf-toolbar__controls">
        {sort ? (
          <label className="sf-toolbar__sort">
            <span className="ui-visually-hidden">{t.sort.label}</span>
            <select
              className="ui-input"
              name={PARAM.sort}
              form={FILTERS_FORM_ID}
              defaultValue={sort}
              key={sort}
              aria-label={t.sort.label}
              // Outside the form in the DOM, so its change does not bubble to the form's handler: submit it here.
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {PRODUCT_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t.sort[value]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {sort ? (
          // Without JavaScript the select cannot apply itself; this button submits the filter form it belongs to.
          <noscript>
            <button type="submit" form={FILTERS_FORM_ID} className="ui-button ui-button--secondary">
              {t.sort.apply}
            </button>
          </noscript>
        ) : null}
        <LayoutSwitch value={layout} preferenceKey={preferenceKey} onChange={onLayoutChange} />
      </div>
    </div>
  );
}
