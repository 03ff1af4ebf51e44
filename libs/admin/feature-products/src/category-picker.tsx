import { ru } from '@shop/i18n-ru';
import { Checkbox, Input, Spinner } from '@shop/ui-kit';
import { useId, useState } from 'react';
import type { CategoryOption } from './category-options';

const m = ru.adminProducts.form;

/** Props of {@link CategoryPicker}. */
export interface CategoryPickerProps {
  options: readonly CategoryOption[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}

/**
 * Categories as an indented checkbox list with a filter: checkboxes scale to hundreds of categories
 * and work the same with a mouse, a keyboard and a phone, unlike a native multiple select.
 */
export function CategoryPicker({ options, loading, failed, selected, onChange, error }: CategoryPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('ru');
  const visible = (options ?? [])
    .filter((option) => !option.deleted || selected.includes(option.id))
    .filter((option) => !needle || option.title.toLocaleLowerCase('ru').includes(needle));
  const chosenTitles = (options ?? []).filter((option) => selected.includes(option.id)).map((option) => option.title);
  const toggle = (categoryId: string, checked: boolean) =>
    onChange(checked ? [...selected, categoryId] : selected.filter((idInList) => idInList !== categoryId));

  return (
    <fieldset
      className={error ? 'admin-category-picker admin-category-picker--invalid' : 'admin-category-picker'}
      aria-describedby={`${id}-hint`}
    >
      <legend className="ui-field__label">{m.categories}</legend>
      {/* The chosen ones stay in sight when the list is long or filtered. */}
      {chosenTitles.length > 0 && (
        <p className="admin-products__hint">{m.categoriesChosen.replace('{list}', chosenTitles.join(', '))}</p>
      )}
      {loading ? (
        <p className="admin-products__hint">
          <Spinner size="sm" decorative /> {m.categoriesLoading}
        </p>
      ) : failed ? (
        <p className="ui-field__error">{m.categoriesFailed}</p>
      ) : options && options.length === 0 ? (
        <p className="admin-products__hint">{m.noCategories}</p>
      ) : (
        <>
          <Input
            label={m.categoriesFilter}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul className="admin-category-picker__list">
            {visible.map((option) => (
              <li key={option.id} style={{ paddingInlineStart: `${option.depth * 1.25}rem` }}>
                <Checkbox
                  label={option.title}
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <p className="ui-field__error">{error}</p>}
      <p id={`${id}-hint`} className="ui-field__hint">
        {m.categoriesHint}
      </p>
    </fieldset>
  );
}
