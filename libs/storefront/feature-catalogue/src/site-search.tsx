import { ru } from '@shop/i18n-ru';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { categoryPath, fill, productPath } from '@shop/storefront-domain';
import { PARAM } from './listing-params';
import { Highlight } from '@shop/storefront-ui-catalogue';
import { SUGGEST_MIN_LENGTH, useSearchSuggestions, type SearchSuggestions } from './use-search-suggestions';

const t = ru.storefrontCatalogue.search;

/** Where a search for `text` leads: the all-products page in search mode (the plain list for blank text). */
export function searchHref(text: string): string {
  const query = text.trim();
  return query === '' ? '/all/products' : `/all/products?${new URLSearchParams({ [PARAM.query]: query }).toString()}`;
}

/**
 * The header's search box: a GET form to /all/products?q= (works without JavaScript). With JavaScript it navigates
 * client-side and, as the shopper types, offers suggestions as a combobox with a listbox popup (WAI-ARIA APG): the
 * arrow keys move through the suggestions while the focus stays in the box, Enter opens the one chosen (or searches
 * the text when none is), Escape closes them and, when they are closed, clears the text.
 */
export function SiteSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const current =
    location.pathname === '/all/products' ? (new URLSearchParams(location.search).get(PARAM.query) ?? '') : '';
  return (
    <SiteSearchForm
      key={current}
      initial={current}
      onSearch={(text) => void navigate(searchHref(text))}
      onChoose={(to) => void navigate(to)}
    />
  );
}

/** One suggestion of the popup: where it leads and what it shows. */
interface Suggestion {
  key: string;
  to: string;
  content: ReactNode;
}

/** The suggestions in the order the popup lists them and the arrow keys walk them: categories, then products. */
function suggestionGroups(data: SearchSuggestions): { label: string; items: Suggestion[] }[] {
  const categories = data.categoryList.map((category) => ({
    key: category.id,
    to: categoryPath(category.slug),
    content: category.title,
  }));
  const products = data.productList.map(({ product, highlight }) => ({
    key: product.id,
    to: productPath(product),
    content: (
      <>
        <span className="sf-search__title">
          <Highlight html={highlight.title} />
        </span>
        <span className="sf-search__article">
          <Highlight html={highlight.article} />
        </span>
      </>
    ),
  }));
  return [
    { label: t.categories, items: categories },
    { label: t.products, items: products },
  ].filter((group) => group.items.length > 0);
}

/** Where an arrow key moves: from the text (-1) Down goes to the first suggestion and Up to the last; past either end back to the text. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  if (current === -1) return step > 0 ? 0 : count - 1;
  const next = current + step;
  return next < 0 || next >= count ? -1 : next;
}

interface SiteSearchFormProps {
  initial: string;
  onSearch: (text: string) => void;
  onChoose: (to: string) => void;
}

function SiteSearchForm({ initial, onSearch, onChoose }: SiteSearchFormProps) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  // The suggestion the arrow keys point at (its index in `options`), or -1 while the text itself is chosen.
  const [active, setActive] = useState(-1);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const { data } = useSearchSuggestions(text, open);
  const groups = open && text.trim().length >= SUGGEST_MIN_LENGTH && data ? suggestionGroups(data) : [];
  const options = groups.flatMap((group) => group.items);
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    onChoose(suggestion.to);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    onSearch(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      if (expanded) setActive((current) => nextActive(current, step, options.length));
      return;
    }
    const chosen = options[active];
    if (event.key === 'Enter' && expanded && chosen) {
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape: only the second Escape, with the suggestions closed, should.
      if (expanded) {
        event.preventDefault();
        close();
      } else setText('');
    }
  };
  // Closes when the focus leaves the whole box (the input and the button).
  const onBlur = () =>
    requestAnimationFrame(() => {
      if (!rootRef.current?.contains(document.activeElement)) close();
    });

  return (
    <form
      ref={rootRef}
      role="search"
      method="get"
      action="/all/products"
      className="sf-search"
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <input
        className="ui-input sf-search__input"
        type="search"
        role="combobox"
        name={PARAM.query}
        value={text}
        maxLength={200}
        placeholder={t.placeholder}
        aria-label={t.label}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ui-button ui-button--primary sf-search__submit">
        <svg
          className="sf-search__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sf-search__submit-text">{t.submit}</span>
      </button>
      {/* A live region rather than a status role: the page's own status messages stay the only ones it has. */}
      <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {expanded ? fill(t.suggestionCount, { count: options.length }) : ''}
      </p>
      {expanded ? (
        <div id={listId} role="listbox" className="sf-search__suggestions" aria-label={t.suggestions}>
          {groups.map((group) => (
            <ul key={group.label} role="group" aria-labelledby={`${listId}-${group.label}`}>
              <li role="presentation" id={`${listId}-${group.label}`} className="sf-search__group">
                {group.label}
              </li>
              {group.items.map((suggestion) => {
                const position = options.indexOf(suggestion);
                return (
                  <li
                    key={suggestion.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    className="sf-search__option"
                    // The focus stays in the box, so the arrow keys and typing carry on from where they were.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(position)}
                    onClick={() => choose(suggestion)}
                  >
                    {suggestion.content}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      ) : null}
    </form>
  );
}
