/** One entry of the admin sidebar. */
export interface AdminNavItem {
  /** Where the entry leads (a full URL path, e.g. `/admin/product/list`). */
  href: string;
  /** Visible Russian label. */
  label: string;
  /**
   * Path prefix of the section the entry stands for (e.g. `/admin/product/`), so that the entry
   * stays highlighted on the section's create/update sub-pages. Defaults to `href`.
   */
  section?: string;
}

function startsWithSegment(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The nav entry whose section contains `activePath` (longest prefix wins), or undefined. */
export function findActiveNavItem(items: readonly AdminNavItem[], activePath: string): AdminNavItem | undefined {
  let best: AdminNavItem | undefined;
  let bestLength = -1;
  for (const item of items) {
    const prefix = item.section ?? item.href;
    if (startsWithSegment(activePath, prefix) && prefix.length > bestLength) {
      best = item;
      bestLength = prefix.length;
    }
  }
  return best;
}
