import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor, wrapSelection } from './rich-text-editor';
import { SafeHtml, safeHref } from './safe-html';

afterEach(cleanup);

describe('wrapSelection', () => {
  it('wraps the selection in the tags and puts the caret inside them', () => {
    expect(wrapSelection('Доставка по России', 0, 8, '<strong>', '</strong>')).toEqual({
      text: '<strong>Доставка</strong> по России',
      selectionStart: 8,
      selectionEnd: 16,
    });
    expect(wrapSelection('ab', 1, 1, '<p>', '</p>')).toEqual({ text: 'a<p></p>b', selectionStart: 4, selectionEnd: 4 });
  });
});

describe('SafeHtml', () => {
  it('keeps formatting and safe links (phone links too), drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Контакты</h2><p onclick="x()">Звоните: <a href="tel:+74951234567">+7 495 123-45-67</a></p><script>alert(1)</script><a href="javascript:alert(1)">ссылка</a><img src=x onerror="alert(1)">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Контакты' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 495 123-45-67' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect(container.textContent).not.toContain('alert');
    expect(container.querySelector('a:not([href])')?.textContent).toBe('ссылка');
  });

  it('allows only http, https, mailto and tel targets', () => {
    expect(safeHref('https://example.ru/a')).toBe('https://example.ru/a');
    expect(safeHref('/delivery')).toBe('/delivery');
    expect(safeHref('mailto:sale@example.ru')).toBe('mailto:sale@example.ru');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});

/** The editor as the forms use it: a react-hook-form field, set again by the toolbar. */
function Editor() {
  const { register, watch, setValue } = useForm({ defaultValues: { html: 'Самовывоз' } });
  return (
    <RichTextEditor
      label="Текст страницы"
      hint="Только безопасная разметка"
      value={watch('html')}
      onFormat={(text) => setValue('html', text)}
      {...register('html')}
    />
  );
}

describe('RichTextEditor', () => {
  it('wraps the selected text with a toolbar button and shows the result in its preview', () => {
    render(<Editor />);
    const area = screen.getByRole('textbox', { name: 'Текст страницы' }) as HTMLTextAreaElement;
    expect(area.getAttribute('aria-describedby')).toMatch(/-hint$/);
    area.setSelectionRange(0, 9);
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Текст страницы' })).getByRole('button', { name: 'Жирный' }),
    );
    expect(area.value).toBe('<strong>Самовывоз</strong>');
    fireEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = screen.getByRole('region', { name: 'Предпросмотр' });
    expect(preview.querySelector('strong')?.textContent).toBe('Самовывоз');
    expect(screen.getByRole('button', { name: 'Жирный' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Текст' }));
    expect(screen.queryByRole('region', { name: 'Предпросмотр' })).toBeNull();
  });
});
