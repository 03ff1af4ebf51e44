import sanitizeHtml from 'sanitize-html';

const TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'code',
  'pre',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links opened in a new tab must not hand the opener to the target page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** An anchor id a link can target (`#personal-data`): lower-case Latin words and digits joined by hyphens. */
const ANCHOR_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ANCHOR_ID_MAX = 64;

/** Keeps a heading's `id` only when it is a plain anchor name, so stored text cannot shadow the page's own ids or globals. */
const keepAnchorId: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs;
  return {
    tagName,
    attribs: id !== undefined && id.length <= ANCHOR_ID_MAX && ANCHOR_ID.test(id) ? { ...rest, id } : rest,
  };
};

const ANCHORED_HEADINGS = ['h2', 'h3', 'h4'] as const;

/** The same allow-list, plus anchor ids on headings (a static page's sections that other pages link to). */
const PAGE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    ...Object.fromEntries(ANCHORED_HEADINGS.map((tag) => [tag, ['id']])),
  },
  transformTags: {
    ...OPTIONS.transformTags,
    ...Object.fromEntries(ANCHORED_HEADINGS.map((tag) => [tag, keepAnchorId])),
  },
};

/** Rich text (HTML from the admin editor) reduced to basic formatting, lists, tables and links; scripts, styles and event handlers go. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * A static page's HTML under the allow-list of {@link sanitizeRichText}, with anchor ids on `h2`–`h4` kept when they
 * are plain names (`personal-data`), so a link can lead to a section.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_OPTIONS).trim();
}

/** Whether sanitised HTML shows any text at all (`<p>&nbsp;</p>` or a lone `<br>` do not). */
export function hasVisibleText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim() !== '';
}
