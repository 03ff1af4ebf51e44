import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/** The in-shop path a click on a link of stored HTML leads to, when the router should take it; else null (the browser does). */
export function internalLinkTarget(event: MouseEvent, container: Element): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link || !container.contains(link) || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = link.getAttribute('href') ?? '';
  // Site paths only: another origin, mailto:, tel: and a bare #anchor stay with the browser.
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/** Lets links of stored HTML inside `ref` to other pages of the shop navigate without a full page load. */
export function useInternalLinks(ref: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const to = internalLinkTarget(event, container);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [ref, navigate]);
}
