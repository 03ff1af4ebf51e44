import { Input } from '@shop/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from './list-params';
import './ui-data.css';

/** How long typing settles before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search as the page knows it (usually from the URL). */
  value: string;
  maxLength?: number;
  /** A feature's own class beside `admin-search`, for its layout. */
  className?: string;
  /** Called with the trimmed text once typing has settled and it differs from `value`. */
  onSearch: (searchQuery: string) => void;
}

/** A search field: typing settles for a moment before `onSearch`, so each keystroke is not a request. */
export function SearchBox({
  label,
  placeholder,
  value,
  maxLength = SEARCH_QUERY_MAX_LENGTH,
  className,
  onSearch,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback without restarting the timer when the parent re-renders with a new function.
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
    <div className={className ? `admin-search ${className}` : 'admin-search'} role="search">
      <Input
        label={label}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
