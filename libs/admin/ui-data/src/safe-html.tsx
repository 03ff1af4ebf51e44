import { createElement, type ReactNode } from 'react';

/** Tags the preview renders; anything else shows its text only. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Tags whose content is never shown (code, styles, embedded documents). */
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);
/** Link schemes the API keeps (the content pages take phone links too). */
const SAFE_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/** A link target kept only for a safe scheme (relative links resolve to http), else none. */
export function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    return SAFE_PROTOCOLS.has(new URL(href, 'https://shop.invalid/').protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  if (!ALLOWED_TAGS.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a')
    return createElement(
      'a',
      { key, href: safeHref(element.getAttribute('href')), rel: 'noopener noreferrer nofollow', target: '_blank' },
      ...children,
    );
  return createElement(tag, { key }, ...children);
}

/**
 * Rich text as React elements for a preview, built node by node from an inert parse (DOMParser runs
 * no scripts): only formatting tags survive, no attribute except a checked link target. Never uses
 * innerHTML, so a pasted `<img onerror>` stays harmless. The API sanitises again on save.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, toReact)}</>;
}
