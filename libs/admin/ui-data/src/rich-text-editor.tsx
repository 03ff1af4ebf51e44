import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { SafeHtml } from './safe-html';
import './ui-data.css';

const t = ru.adminRichText;

/** A formatting button: it wraps the selection (or inserts an empty pair) in `before`/`after`. */
export interface RichTextFormat {
  label: string;
  before: string;
  after: string;
}

/** The formatting buttons of a product description: paragraphs, small headings, emphasis and lists. */
export const RICH_TEXT_FORMATS: readonly RichTextFormat[] = [
  { label: t.paragraph, before: '<p>', after: '</p>' },
  { label: t.heading, before: '<h3>', after: '</h3>' },
  { label: t.bold, before: '<strong>', after: '</strong>' },
  { label: t.italic, before: '<em>', after: '</em>' },
  { label: t.list, before: '<ul>\n  <li>', after: '</li>\n</ul>' },
];

/** Wraps `text[start, end)` in `before`/`after`; returns the new text and where the caret lands. */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string) {
  const next = text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end);
  return { text: next, selectionStart: start + before.length, selectionEnd: end + before.length };
}

/** Props of {@link RichTextEditor}: a react-hook-form registration of a text field, its label, hint and error. */
export interface RichTextEditorProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value'> {
  label: string;
  /** What markup is kept; shown under the field. */
  hint: string;
  error?: string | undefined;
  /** The current value (for the preview). */
  value: string;
  /** Sets the value after a formatting button was pressed. */
  onFormat: (text: string) => void;
  /** The toolbar's buttons (default {@link RICH_TEXT_FORMATS}). */
  formats?: readonly RichTextFormat[];
  /** The preview button's text and the preview's name (default «Предпросмотр»). */
  previewLabel?: string;
}

/**
 * A plain HTML editor for rich text (product descriptions, content pages): a textarea with buttons that wrap the
 * selection in tags, and a preview that renders only safe formatting. Simple on purpose: no contenteditable, the
 * API sanitises the HTML again, and the textarea works the same on a phone.
 */
export function RichTextEditor({
  label,
  hint,
  error,
  value,
  onFormat,
  formats = RICH_TEXT_FORMATS,
  previewLabel = t.preview,
  rows = 8,
  ref,
  ...textarea
}: RichTextEditorProps) {
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
    <div className={error ? 'ui-field ui-field--invalid admin-rich-text' : 'ui-field admin-rich-text'}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="admin-rich-text__toolbar" role="toolbar" aria-label={label}>
        {formats.map((item) => (
          <Button
            key={item.label}
            type="button"
            size="sm"
            variant="ghost"
            disabled={preview}
            onClick={() => format(item.before, item.after)}
          >
            {item.label}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-pressed={preview}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? t.edit : previewLabel}
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
        className="ui-input admin-rich-text__text"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {preview && (
        <div className="admin-rich-text__preview" role="region" aria-label={previewLabel}>
          {value.trim() ? <SafeHtml html={value} /> : <p className="admin-rich-text__empty">{t.previewEmpty}</p>}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
    </div>
  );
}
