import { ru } from '@shop/i18n-ru';
import type { MouseEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { rememberDisplayPreference, type DisplayPreferenceKey } from './display-preference';
import type { ListingLayout } from '@shop/storefront-ui-catalogue';

const t = ru.storefrontCatalogue.layout;

const ICONS: Record<ListingLayout, string> = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M4 5h16M4 12h16M4 19h16',
};

export interface LayoutSwitchProps {
  value: ListingLayout;
  preferenceKey: DisplayPreferenceKey;
  onChange: (layout: ListingLayout) => void;
}

/**
 * Grid/list switch of a listing. With JavaScript a click switches at once and remembers the choice in the
 * preference cookie; without it the buttons post to the page's action, which sets the same cookie.
 */
export function LayoutSwitch({ value, preferenceKey, onChange }: LayoutSwitchProps) {
  const { pathname, search } = useLocation();
  // Re-encoded, so the server (percent-encoded request URL) and the browser (raw '[' in a query) render one action.
  const query = new URLSearchParams(search).toString();
  const choose = (layout: ListingLayout) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    rememberDisplayPreference(preferenceKey, layout);
    onChange(layout);
  };
  return (
    // The group is a box of its own: a form may not take the group role.
    <Form method="post" action={query === '' ? pathname : `${pathname}?${query}`} className="sf-layout-switch-form">
      <div className="sf-layout-switch" role="group" aria-label={t.label}>
        {(['grid', 'list'] as const).map((layout) => (
          <button
            key={layout}
            type="submit"
            name="displayAs"
            value={layout}
            className="sf-layout-switch__button"
            aria-pressed={value === layout}
            title={t[layout]}
            onClick={choose(layout)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={ICONS[layout]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="ui-visually-hidden">{t[layout]}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
