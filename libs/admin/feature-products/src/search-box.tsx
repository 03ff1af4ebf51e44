import { Input } from '@shop/ui-kit';
import { useEffect, useRef, useState } from 'react';

/** How long typing settles before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  maxLength?: number;
  onSearch: (searchQuery: string) => void;
}

/** A search field: typing settles for a moment before `onSearch`, so each keystroke is not a request. */
export function SearchBox({ label, placeholder, value, maxLength = 200, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The value changed from outside (back button, a link): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="admin-products__search" role="search">
      <Input label={label} type="search" value={text} maxLength={maxLength} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
