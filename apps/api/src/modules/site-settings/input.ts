import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/api-contract';
import { requisitesProblems } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { SellerRequisites } from '../../db/schema';
import type { UploadedFile } from '../../http/uploads';
import type { SiteFileField } from './repository';

/** Roubles with up to ten whole digits (numeric(12,2)) and up to two decimals, no sign. */
const FREE_SHIPPING_COST = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The free-shipping cost as the database stores it; code 21 (never 12) for a negative, non-numeric or
 * over-precise value, so the admin's form can say exactly that. Surrounding spaces are forgiven.
 */
export function parseFreeShippingCost(value: string): string {
  const trimmed = value.trim();
  if (!FREE_SHIPPING_COST.test(trimmed)) {
    throw new AppError(ErrorCode.InvalidFreeShippingCost, {
      details: [{ field: 'freeShippingCost', message: ru.apiErrors.freeShippingCostFormat }],
    });
  }
  return trimmed;
}

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** What the seller's required text fields say when left blank. */
const REQUIRED: Readonly<
  Record<'title' | 'legalAddress' | 'bankName' | 'bik' | 'checkingAccount' | 'correspondentAccount', string>
> = {
  title: ru.apiErrors.companyTitleRequired,
  legalAddress: ru.apiErrors.legalAddressRequired,
  bankName: ru.apiErrors.bankNameRequired,
  bik: ru.apiErrors.bikRequired,
  checkingAccount: ru.apiErrors.checkingAccountRequired,
  correspondentAccount: ru.apiErrors.correspondentAccountRequired,
};

/**
 * The seller's requisites trimmed (blank optional fields become null) and checked as a bank checks them
 * (`requisitesProblems`, as the checkout checks a buyer); code 12 names every bad field as `seller.<field>`.
 */
export function checkSeller(input: Schema<'SellerRequisitesInput'>): SellerRequisites {
  const seller: SellerRequisites = {
    title: input.title.trim(),
    inn: input.inn.trim(),
    kpp: blankToNull(input.kpp),
    ogrn: blankToNull(input.ogrn),
    legalAddress: input.legalAddress.trim(),
    bankName: input.bankName.trim(),
    bik: input.bik.trim(),
    checkingAccount: input.checkingAccount.trim(),
    correspondentAccount: input.correspondentAccount.trim(),
    phone: blankToNull(input.phone),
    director: blankToNull(input.director),
    accountant: blankToNull(input.accountant),
  };
  const problems = new Map<string, string>();
  for (const [field, message] of Object.entries(REQUIRED)) {
    if (seller[field as keyof typeof REQUIRED] === '') problems.set(field, message);
  }
  for (const problem of requisitesProblems(seller)) {
    if (!problems.has(problem.field)) problems.set(problem.field, problem.message);
  }
  if (problems.size > 0) {
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.checkSellerRequisites,
      details: [...problems].map(([field, message]) => ({ field: `seller.${field}`, message })),
    });
  }
  return seller;
}

/** Extensions each settings file takes. */
export const SITE_FILE_EXTENSIONS: Readonly<Record<SiteFileField, ReadonlySet<string>>> = {
  priceListFile: new Set(['pdf', 'xls', 'xlsx', 'ods', 'csv', 'doc', 'docx', 'odt', 'zip']),
  requisitesFile: new Set(['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'jpg', 'jpeg', 'png']),
};

/** Largest settings file, in bytes (the contract's 50 MB). */
export const SITE_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** The stored path's folder and the title of a file sent without one, by setting. */
const FILE_KINDS: Readonly<Record<SiteFileField, { folder: string; defaultTitle: string }>> = {
  priceListFile: { folder: 'price-list', defaultTitle: ru.fileTitles.priceList },
  requisitesFile: { folder: 'requisites', defaultTitle: ru.fileTitles.requisites },
};

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** A settings file about to be stored: where, and under which download name. */
export interface DescribedFile {
  path: string;
  title: string;
  extension: string;
  mime: string;
  size: number;
}

/** A download name without slashes or control characters, at most 200 characters (the contract's bound). */
export function cleanTitle(title: string, extension: string): string {
  const withoutExtension = title.toLowerCase().endsWith(`.${extension}`)
    ? title.slice(0, -(extension.length + 1))
    : title;
  return (
    withoutExtension
      // eslint-disable-next-line no-control-regex -- control characters are what is being removed
      .replace(/[\\/\u0000-\u001f\u007f]/g, '_')
      .trim()
      .slice(0, 200)
  );
}

/**
 * Where and under which name an upload is kept; code 12 at `file` for an empty file or a type the setting does
 * not take. The title is the one given, else the sender's file name without its extension.
 */
export function describeSiteFile(field: SiteFileField, upload: UploadedFile, title: string | undefined): DescribedFile {
  const kind = FILE_KINDS[field];
  const match = /^(.*)\.([A-Za-z0-9]+)$/.exec(upload.filename);
  const extension = match?.[2]?.toLowerCase() ?? '';
  const allowed = SITE_FILE_EXTENSIONS[field];
  if (!allowed.has(extension)) {
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.fileFormats.replace('{extensions}', () => [...allowed].join(', ')),
      details: [{ field: 'file', message: ru.apiErrors.fileTypeNotAllowed }],
    });
  }
  if (upload.body.length === 0) {
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.fileEmpty,
      details: [{ field: 'file', message: ru.apiErrors.fileEmpty }],
    });
  }
  return {
    // The stored path is ours (safe characters only); the name people see is the title.
    path: `/site-settings/${kind.folder}/${randomUUID()}.${extension}`,
    title: cleanTitle(title ?? match?.[1] ?? '', extension) || kind.defaultTitle,
    extension,
    mime: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
    size: upload.body.length,
  };
}
