import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { CONTENT_PAGE_SLUGS, contentPage, users } from '../../db/schema';
import type { UserRefRow } from '../identity/user';

/** One of the four static pages. */
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** An administrator's text of a page, with who stored it. */
export interface ContentPageRow {
  slug: ContentPageSlug;
  title: string;
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: Date;
  updatedBy: UserRefRow | null;
}

/** The columns an edit stores. */
export interface ContentPageValues {
  title: string;
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

const columns = {
  slug: contentPage.slug,
  title: contentPage.title,
  html: contentPage.html,
  seoTitle: contentPage.seoTitle,
  seoDescription: contentPage.seoDescription,
  updatedAt: contentPage.updatedAt,
  updatedBy: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    companyTitle: users.companyTitle,
  },
};

type SelectedRow = Omit<ContentPageRow, 'updatedBy'> & { updatedBy: { id: string | null } | null };

// A left join gives the user's columns as nulls when the editor is gone (deleted users are set null).
const toRow = (r: SelectedRow): ContentPageRow => ({
  ...r,
  updatedBy: r.updatedBy?.id == null ? null : (r.updatedBy as UserRefRow),
});

/** The stored text of a page; undefined while it shows its built-in one. */
export async function findContentPage(db: Db, slug: ContentPageSlug): Promise<ContentPageRow | undefined> {
  const rows = await db
    .select(columns)
    .from(contentPage)
    .leftJoin(users, eq(users.id, contentPage.updatedBy))
    .where(eq(contentPage.slug, slug))
    .limit(1);
  return rows.map(toRow)[0];
}

/** Every stored page text (at most four). */
export async function listContentPages(db: Db): Promise<ContentPageRow[]> {
  const rows = await db.select(columns).from(contentPage).leftJoin(users, eq(users.id, contentPage.updatedBy));
  return rows.map(toRow);
}

/** Stores a page's text in one statement, whether or not it was edited before. */
export async function upsertContentPage(
  db: Db,
  slug: ContentPageSlug,
  values: ContentPageValues,
  actorId: string,
  now: Date,
): Promise<void> {
  const set = { ...values, updatedBy: actorId, updatedAt: now };
  await db
    .insert(contentPage)
    .values({ slug, ...set })
    .onConflictDoUpdate({ target: contentPage.slug, set });
}

/** Forgets a page's stored text, so it shows its built-in one again. */
export async function deleteContentPage(db: Db, slug: ContentPageSlug): Promise<void> {
  await db.delete(contentPage).where(eq(contentPage.slug, slug));
}
