import { Fragment, type ReactNode } from 'react';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Decodes the five entities the API's escapeHtml produces; anything else stays as written. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A search highlight as React nodes. The API escapes the text and wraps matches in `<mark>` (and nothing else);
 * this splits on those two tags only and hands every other piece to React as text, so whatever the product
 * data holds (even `<script>`) is shown literally and never parsed as markup.
 */
export function highlightNodes(escaped: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const parts = escaped.split(/(<mark>[\s\S]*?<\/mark>)/);
  parts.forEach((part, index) => {
    if (part === '') return;
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    nodes.push(
      marked ? (
        <mark key={index}>{unescapeHtml(marked[1] ?? '')}</mark>
      ) : (
        <Fragment key={index}>{unescapeHtml(part)}</Fragment>
      ),
    );
  });
  return nodes;
}

/** Renders an API highlight string (see {@link highlightNodes}). */
export function Highlight({ html }: { html: string }) {
  return <>{highlightNodes(html)}</>;
}
