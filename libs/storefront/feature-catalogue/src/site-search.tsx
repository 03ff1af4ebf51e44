import { ru } from '@shop/i18n-ru';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SmartLink } from '@shop/storefront-ui-layout';
import { categoryPath, productPath } from '@shop/storefront-domain';
import { PARAM } from './listing-params';
import { Highlight } from '@shop/storefront-ui-catalogue';
import { SUGGEST_MIN_LENGTH, useSearchSuggestions } from './use-search-suggestions';
import '@shop/storefront-ui-catalogue/catalogue.css';

const t = ru.storefrontCatalogue.search;

/** Where a search for `text` leads: the all-products page in search mode (the plain list for blank text). */
export function searchHref(text: string): string {
  const query = text.trim();
  return query === '' ? '/all/products' : `/all/products?${new URLSearchParams({ [PARAM.query]: query }).toString()}`;
}

/**
 * The header's search box: a GET form to /all/products?q= (works without JavaScript). With JavaScript it
 * navigates client-side and offers suggestions as the shopper types; Escape closes them.
 */
export function SiteSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/all/products' ? (new URLSearchParams(location.search).get(PARAM.query) ?? '') : '';
  return <SiteSearchForm key={current} initial={current} onSearch={(text) => void navigate(searchHref(text))} />;
}

function SiteSearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const { data } = useSearchSuggestions(text, open);
  const hasSuggestions = open && text.trim().length >= SUGGEST_MIN_LENGTH && !!data && (data.productList.length > 0 || data.categoryList.length > 0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    onSearch(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  // Closes when the focus leaves the whole box (input, button and suggestion links).
  const onBlur = () =>
    requestAnimationFrame(() => {
      if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
    });

  return (
    <form ref={rootRef} role="search" method="get" action="/all/products" className="sf-search" onSubmit={onSubmit} onKeyDown={onKeyDown} onBlur={onBlur}>
      <input
        className="ui-input sf-search__input"
        type="search"
        name={PARAM.query}
        value={text}
        maxLength={200}
        placeholder={t.placeholder}
        aria-label={t.label}
        autoComplete="off"
        aria-controls={hasSuggestions ? listId : undefined}
        aria-expanded={hasSuggestions}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="ui-button ui-button--primary sf-search__submit">
        {t.submit}
      </button>
      {hasSuggestions ? (
        <div id={listId} className="sf-search__suggestions" aria-label={t.suggestions}>
          {data.categoryList.length > 0 ? (
            <>
              <p className="sf-search__group">{t.categories}</p>
              <ul>
                {data.categoryList.map((category) => (
                  <li key={category.id}>
                    <SmartLink to={categoryPath(category.slug)} onClick={() => setOpen(false)}>
                      {category.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {data.productList.length > 0 ? (
            <>
              <p className="sf-search__group">{t.products}</p>
              <ul>
                {data.productList.map(({ product, highlight }) => (
                  <li key={product.id}>
                    <SmartLink to={productPath(product)} onClick={() => setOpen(false)}>
                      <span className="sf-search__title">
                        <Highlight html={highlight.title} />
                      </span>
                      <span className="sf-search__article">
                        <Highlight html={highlight.article} />
                      </span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
