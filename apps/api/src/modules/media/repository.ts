import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { category, mediaFile, mediaFolder, productMedia, storedFile, type MediaVariant } from '../../db/schema';
import { escapeLike } from '../../db/like';

/** A folder row with the numbers of its sub-folders and files. */
export interface FolderRow {
  id: string;
  parentId: string | null;
  title: string;
  createdAt: Date;
  folderCount: number;
  fileCount: number;
}

/** A media file with its original's stored location and how many places use it. */
export interface FileRow {
  id: string;
  folderId: string | null;
  title: string;
  alt: string | null;
  mime: string;
  width: number;
  height: number;
  size: number;
  variants: MediaVariant[];
  createdAt: Date;
  storedFileId: string;
  bucket: string;
  path: string;
  extension: string;
  usageCount: number;
}

// Outer columns are written out: Drizzle leaves a single table's columns unqualified, and inside the
// sub-select an unqualified "id" would be the sub-select's own.
const folderCount =
  sql<number>`(select count(*) from ${mediaFolder} as sub where sub.parent_id = "media_folder"."id")`.mapWith(Number);
const fileCount = sql<number>`(select count(*) from ${mediaFile} as f where f.folder_id = "media_folder"."id")`.mapWith(
  Number,
);

const folderColumns = {
  id: mediaFolder.id,
  parentId: mediaFolder.parentId,
  title: mediaFolder.title,
  createdAt: mediaFolder.createdAt,
  folderCount,
  fileCount,
};

/** Same level = same parent (null is the root). */
const sameParent = (parentId: string | null) =>
  parentId === null ? isNull(mediaFolder.parentId) : eq(mediaFolder.parentId, parentId);

/** One folder with its counts. */
export async function findFolder(db: Db, id: string): Promise<FolderRow | undefined> {
  const [row] = await db.select(folderColumns).from(mediaFolder).where(eq(mediaFolder.id, id));
  return row;
}

/** Folders directly under `parentId` (the root for null), by title. */
export async function listFolders(db: Db, parentId: string | null): Promise<FolderRow[]> {
  return db
    .select(folderColumns)
    .from(mediaFolder)
    .where(sameParent(parentId))
    .orderBy(asc(mediaFolder.title), asc(mediaFolder.id));
}

/** Ids from the root down to `id` (inclusive). */
export async function folderPath(db: Db, id: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${mediaFolder} where id = ${id}
      union all
      select f.id, f.parent_id, up.depth + 1 from ${mediaFolder} f join up on f.id = up.parent_id where up.depth < 100
    )
    select id from up order by depth desc`,
  );
  return rows.map((r) => r.id);
}

/** Whether a folder other than `exceptId` under `parentId` has this title (case-insensitive). */
export async function isFolderTitleTaken(
  db: Db,
  parentId: string | null,
  title: string,
  exceptId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [sameParent(parentId), sql`lower(${mediaFolder.title}) = lower(${title})`];
  if (exceptId !== undefined) conditions.push(sql`${mediaFolder.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: mediaFolder.id })
    .from(mediaFolder)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Inserts a folder; returns its id. */
export async function insertFolder(
  db: Db,
  values: { parentId: string | null; title: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(mediaFolder).values(values).returning({ id: mediaFolder.id });
  if (row === undefined) throw new Error('folder not inserted');
  return row.id;
}

/** Changes a folder's title and parent; false when it does not exist. */
export async function updateFolder(
  db: Db,
  id: string,
  values: { parentId: string | null; title: string },
): Promise<boolean> {
  const rows = await db.update(mediaFolder).set(values).where(eq(mediaFolder.id, id)).returning({ id: mediaFolder.id });
  return rows.length > 0;
}

/** Deletes a folder; false when it does not exist. */
export async function deleteFolder(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(mediaFolder).where(eq(mediaFolder.id, id)).returning({ id: mediaFolder.id });
  return rows.length > 0;
}

// Categories and products refer to a media file; a new owner of images (site settings, say) must be counted here too.
const usageCount = sql<number>`(
  (select count(*) from ${productMedia} pm where pm.media_file_id = "media_file"."id")
  + (select count(*) from ${category} c where c.image_id = "media_file"."id")
)`.mapWith(Number);

const fileColumns = {
  id: mediaFile.id,
  folderId: mediaFile.folderId,
  title: mediaFile.title,
  alt: mediaFile.alt,
  mime: mediaFile.mime,
  width: mediaFile.width,
  height: mediaFile.height,
  size: mediaFile.size,
  variants: mediaFile.variants,
  createdAt: mediaFile.createdAt,
  storedFileId: mediaFile.storedFileId,
  bucket: storedFile.bucket,
  path: storedFile.path,
  extension: storedFile.extension,
  usageCount,
};

/** One media file. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select(fileColumns)
    .from(mediaFile)
    .innerJoin(storedFile, eq(storedFile.id, mediaFile.storedFileId))
    .where(eq(mediaFile.id, id));
  return row;
}

/** A page of the files of a folder (the root for null), newest first, optionally filtered by title. */
export async function listFiles(
  db: Db,
  filter: { folderId: string | null; searchQuery?: string; page: number; limit: number },
): Promise<{ rows: FileRow[]; total: number }> {
  const conditions: SQL[] = [
    filter.folderId === null ? isNull(mediaFile.folderId) : eq(mediaFile.folderId, filter.folderId),
  ];
  const query = filter.searchQuery?.trim();
  if (query) conditions.push(ilike(mediaFile.title, `%${escapeLike(query)}%`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(mediaFile).where(where);
  const rows = await db
    .select(fileColumns)
    .from(mediaFile)
    .innerJoin(storedFile, eq(storedFile.id, mediaFile.storedFileId))
    .where(where)
    .orderBy(desc(mediaFile.createdAt), asc(mediaFile.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts the stored original and the media file row (with the given id). */
export async function insertFile(
  db: Db,
  file: {
    id: string;
    folderId: string | null;
    title: string;
    alt: string | null;
    mime: string;
    width: number;
    height: number;
    size: number;
    variants: MediaVariant[];
    createdAt: Date;
    original: { bucket: string; path: string; extension: string };
  },
): Promise<void> {
  const { original, ...rest } = file;
  const [stored] = await db
    .insert(storedFile)
    .values({
      bucket: original.bucket,
      path: original.path,
      title: file.title,
      extension: original.extension,
      mime: file.mime,
      size: file.size,
      createdAt: file.createdAt,
    })
    .returning({ id: storedFile.id });
  if (stored === undefined) throw new Error('stored file not inserted');
  await db.insert(mediaFile).values({ ...rest, storedFileId: stored.id });
}

/** Changes a file's title, alt text or folder; false when it does not exist. */
export async function updateFile(
  db: Db,
  id: string,
  values: { title?: string; alt?: string | null; folderId?: string | null },
): Promise<boolean> {
  const rows = await db.update(mediaFile).set(values).where(eq(mediaFile.id, id)).returning({ id: mediaFile.id });
  return rows.length > 0;
}

/** Deletes a media file and its stored original row. */
export async function deleteFile(db: Db, id: string, storedFileId: string): Promise<void> {
  await db.delete(mediaFile).where(eq(mediaFile.id, id));
  await db.delete(storedFile).where(eq(storedFile.id, storedFileId));
}
