import type { User } from '@shop/domain';
import { PERSONAL_DATA_ELEMENT_ID, PERSONAL_DATA_PLACEHOLDER } from '@shop/storefront-render-cache';
import type { ShopperState } from './root-data';

/**
 * What a price group's page from the render cache (issue #27) gets of its signed-in visitor in its personal gap: the
 * session the server restored and the shopper's cart and favorite ids. The rest of the page is the group's.
 */
export interface PersonalData {
  session: { accessToken: string; user: User };
  shopper: ShopperState;
}

/**
 * `data` as JSON text safe inside a `<script>` element: every `<` escaped, so no `</script>` or `<!--` in a name or
 * a product title can end the element, and the two line separators JavaScript once refused in strings.
 */
export function personalDataJson(data: PersonalData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's personal data, when it is a price group's page that carries it (browser only); else undefined. */
export function readPersonalData(doc: Document | undefined = globalThis.document): PersonalData | undefined {
  const text = doc?.getElementById(PERSONAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PersonalData> | null;
    return typeof data?.session?.accessToken === 'string' && data.shopper ? (data as PersonalData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The element of a price group's page that holds its visitor's data: rendered with the placeholder, which the render
 * cache replaces in each response (so its text differs from the render's, hence no hydration warning).
 */
export function PersonalDataSlot() {
  return (
    <script
      type="application/json"
      id={PERSONAL_DATA_ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: PERSONAL_DATA_PLACEHOLDER }}
    />
  );
}
