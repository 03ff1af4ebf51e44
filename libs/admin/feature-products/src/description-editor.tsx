import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { SafeHtml } from './safe-html';

const m = ru.adminProducts.form;

/** The formatting buttons: each wraps the selection (or inserts an empty pair) in HTML tags. */
const FORMATS = [
  { label: m.formatParagraph, before: '<p>', after: '</p>' },
  { label: m.formatHeading, before: '<h3>', after: '</h3>' },
  { label: m.formatBold, before: '<strong>', after: '</strong>' },
  { label: m.formatItalic, before: '<em>', after: '</em>' },
  { label: m.formatList, before: '<ul>\n  <li>', after: '</li>\n</ul>' },
] as const;

/** Wraps `text[start, end)` in `before`/`after`; returns the new text and where the caret lands. */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string) {
  const next = text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end);
  return { text: next, selectionStart: start + before.length, selectionEnd: end + before.length };
}

/** Props of {@link DescriptionEditor}: a react-hook-form registration of a text field plus its error. */
export interface DescriptionEditorProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value'> {
  error?: string;
  /** The current value (for the preview). */
  value: string;
  /** Sets the value after a formatting button was pressed. */
  onFormat: (text: string) => void;
}

/**
 * A plain HTML editor for product descriptions: a textarea with buttons that wrap the selection in
 * tags, and a preview that renders only safe formatting. Simple on purpose: no contenteditable, the
 * API sanitises the HTML again, and the textarea works the same on a phone.
 */
export function DescriptionEditor({ error, value, onFormat, ref, ...textarea }: DescriptionEditorProps) {
  const id = useId();
  const [preview, setPreview] = useState(false);
  const area = useRef<HTMLTextAreaElement | null>(null);

  const format = (before: string, after: string) => {
    const element = area.current;
    if (!element) return;
    const next = wrapSelection(element.value, element.selectionStart, element.selectionEnd, before, after);
    onFormat(next.text);
    // After React writes the new value, put the caret inside the new tags.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  return (
    <div className={error ? 'ui-field ui-field--invalid admin-description' : 'ui-field admin-description'}>
      <label className="ui-field__label" htmlFor={id}>
        {m.description}
      </label>
      <div className="admin-description__toolbar" role="toolbar" aria-label={m.description}>
        {FORMATS.map((item) => (
          <Button key={item.label} type="button" size="sm" variant="ghost" disabled={preview} onClick={() => format(item.before, item.after)}>
            {item.label}
          </Button>
        ))}
        <Button type="button" size="sm" variant="secondary" aria-pressed={preview} onClick={() => setPreview((shown) => !shown)}>
          {preview ? m.descriptionEdit : m.descriptionPreview}
        </Button>
      </div>
      <textarea
        {...textarea}
        ref={(element) => {
          area.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        hidden={preview}
        className="ui-input admin-description__text"
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {preview && (
        <div className="admin-description__preview" aria-label={m.descriptionPreview}>
          {value.trim() ? <SafeHtml html={value} /> : <p className="admin-products__hint">{m.previewEmpty}</p>}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="ui-field__hint">
        {m.descriptionHint}
      </p>
    </div>
  );
}
