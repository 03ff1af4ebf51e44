import type { Schema } from '@shop/api-contract';
import { formatNumber, ru } from '@shop/i18n-ru';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SmartLink } from '@shop/storefront-ui-layout';
import { fill } from '@shop/storefront-domain';
import {
  FILTERABLE_AVAILABILITY,
  listingSearch,
  parseListingParams,
  PARAM,
  type ListingParams,
} from './listing-params';

const t = ru.storefrontCatalogue.facets;

/** The filter form's id: the toolbar's sort select joins it through the `form` attribute. */
export const FILTERS_FORM_ID = 'catalogue-filters';

/** Values of one attribute shown before "show all": the rest fold away, so a long list does not push the others down. */
const VISIBLE_VALUES = 8;

type Facets = Schema<'ProductFacets'>;
type AttributeFacet = Facets['attributes'][number];

/** Number of filters the shopper has set (shown on the phone's "Фильтры" button). */
export function activeFilterCount(params: ListingParams): number {
  return (
    (params.priceMin !== null || params.priceMax !== null ? 1 : 0) +
    params.availability.length +
    params.attributeValues.length +
    Object.keys(params.attributeRanges).length
  );
}

/** The URL a submitted filter form leads to: the canonical query of its fields, back on page 1. */
export function filtersFormTarget(pathname: string, form: HTMLFormElement): string {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return `${pathname}${listingSearch({ ...parseListingParams(fields), page: 1 })}`;
}

export interface FacetsPanelProps {
  facets: Facets;
  params: ListingParams;
  /** The listing without filters (sort kept). */
  resetHref: string;
}

/**
 * Filters of a listing as a plain GET form (works without JavaScript). With JavaScript a ticked box or a new sort
 * applies at once through client navigation, and the URL carries only the filters that are set. On a phone the
 * panel folds behind a "Фильтры" button (CSS; without JavaScript it stays open).
 */
export function FacetsPanel({ facets, params, resetHref }: FacetsPanelProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(params);

  const apply = (form: HTMLFormElement) =>
    void navigate(filtersFormTarget(pathname, form), { preventScrollReset: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  // Ticks apply at once; typed bounds wait for Enter or "Применить" (the toolbar's sort submits itself).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type === 'checkbox') apply(event.currentTarget);
  };

  return (
    <aside className={`sf-facets${open ? ' sf-facets--open' : ''}`} aria-label={t.title}>
      <button
        type="button"
        className="sf-facets__toggle ui-button ui-button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? fill(t.toggleActive, { count: active }) : t.toggle}
      </button>
      <form
        id={FILTERS_FORM_ID}
        method="get"
        action={pathname}
        className="sf-facets__panel"
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <div id={panelId} className="sf-facets__groups">
          <h2 className="sf-facets__title">{t.title}</h2>
          <PriceFacet facets={facets} params={params} />
          <AvailabilityFacet facets={facets} params={params} />
          {facets.attributes.map((facet) => (
            <AttributeFacetGroup key={facet.attributeId} facet={facet} params={params} />
          ))}
          <div className="sf-facets__actions">
            <button type="submit" className="ui-button ui-button--primary">
              {t.apply}
            </button>
            {active > 0 ? (
              <SmartLink to={resetHref} className="ui-button ui-button--ghost" preventScrollReset>
                {t.reset}
              </SmartLink>
            ) : null}
          </div>
        </div>
      </form>
    </aside>
  );
}

function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="sf-facet">
      <legend className="sf-facet__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Two bounds side by side; the placeholders show the range present in the result. */
function RangeInputs(props: {
  title: string;
  minName: string;
  maxName: string;
  min: string | null;
  max: string | null;
  lowest: string;
  highest: string;
}) {
  return (
    <div className="sf-facet__range">
      <input
        className="ui-input"
        type="text"
        inputMode="decimal"
        name={props.minName}
        defaultValue={props.min ?? ''}
        placeholder={`${t.from} ${props.lowest}`}
        aria-label={fill(t.fromLabel, { title: props.title })}
      />
      <input
        className="ui-input"
        type="text"
        inputMode="decimal"
        name={props.maxName}
        defaultValue={props.max ?? ''}
        placeholder={`${t.to} ${props.highest}`}
        aria-label={fill(t.toLabel, { title: props.title })}
      />
    </div>
  );
}

function PriceFacet({ facets, params }: { facets: Facets; params: ListingParams }) {
  const { min, max } = facets.price;
  if (min === null && max === null && params.priceMin === null && params.priceMax === null) return null;
  return (
    <FacetGroup title={t.price}>
      <RangeInputs
        // Remounts the inputs when the URL changes, so their defaults follow it.
        key={`${params.priceMin}-${params.priceMax}`}
        title={t.price}
        minName={PARAM.priceMin}
        maxName={PARAM.priceMax}
        min={params.priceMin}
        max={params.priceMax}
        lowest={min === null ? '' : formatNumber(Math.floor(Number(min)))}
        highest={max === null ? '' : formatNumber(Math.ceil(Number(max)))}
      />
    </FacetGroup>
  );
}

function CheckOption({
  name,
  value,
  checked,
  label,
  count,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count: number;
}) {
  return (
    <label className={`sf-facet__option${count === 0 && !checked ? ' sf-facet__option--empty' : ''}`}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} key={`${value}-${checked}`} />
      <span className="sf-facet__label">{label}</span>
      <span className="sf-facet__count">{formatNumber(count)}</span>
    </label>
  );
}

function AvailabilityFacet({ facets, params }: { facets: Facets; params: ListingParams }) {
  const counts = new Map(facets.availability.map((item) => [item.value, item.count]));
  const shown = FILTERABLE_AVAILABILITY.filter((value) => counts.has(value) || params.availability.includes(value));
  if (shown.length === 0) return null;
  return (
    <FacetGroup title={t.availability}>
      {shown.map((value) => (
        <CheckOption
          key={value}
          name={PARAM.availability}
          value={value}
          checked={params.availability.includes(value)}
          label={ru.storefrontCatalogue.availability[value]}
          count={counts.get(value) ?? 0}
        />
      ))}
    </FacetGroup>
  );
}

function valueLabel(facet: AttributeFacet, value: string): string {
  if (facet.type === 'boolean') return value === 'true' ? t.yes : t.no;
  return facet.unit ? `${value} ${facet.unit}` : value;
}

function AttributeFacetGroup({ facet, params }: { facet: AttributeFacet; params: ListingParams }) {
  const title = facet.unit ? `${facet.title}, ${facet.unit}` : facet.title;
  if (facet.type === 'number') {
    const range = params.attributeRanges[facet.attributeId.toLowerCase()];
    if (!facet.range && !range) return null;
    return (
      <FacetGroup title={title}>
        <RangeInputs
          key={`${range?.min}-${range?.max}`}
          title={title}
          minName={`${PARAM.attributeMin}${facet.attributeId}`}
          maxName={`${PARAM.attributeMax}${facet.attributeId}`}
          min={range?.min ?? null}
          max={range?.max ?? null}
          lowest={facet.range ? formatNumber(facet.range.min) : ''}
          highest={facet.range ? formatNumber(facet.range.max) : ''}
        />
      </FacetGroup>
    );
  }
  if (facet.values.length === 0) return null;
  const options = facet.values.map(({ value, count }) => {
    const filter = `${facet.attributeId}:${value}`;
    const checked = params.attributeValues.some((selected) => selected.toLowerCase() === filter.toLowerCase());
    return (
      <CheckOption
        key={value}
        name={PARAM.attribute}
        value={filter}
        checked={checked}
        label={valueLabel(facet, value)}
        count={count}
      />
    );
  });
  const folded = options.slice(VISIBLE_VALUES);
  const foldedChecked = facet.values
    .slice(VISIBLE_VALUES)
    .some(({ value }) => params.attributeValues.includes(`${facet.attributeId}:${value}`));
  return (
    <FacetGroup title={title}>
      {options.slice(0, VISIBLE_VALUES)}
      {folded.length > 0 ? (
        <details className="sf-facet__more" open={foldedChecked}>
          <summary>{fill(t.showAll, { count: facet.values.length })}</summary>
          {folded}
        </details>
      ) : null}
    </FacetGroup>
  );
}
