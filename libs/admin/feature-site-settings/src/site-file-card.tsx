import { hasErrorCode, saveBlob, type UploadProgress } from '@shop/api-client';
import { formatDateTime, ru } from '@shop/i18n-ru';
import { Button, FileField, Input, Spinner, useConfirm, useToast } from '@shop/ui-kit';
import { ErrorCode, toastText } from '@shop/errors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from './settings-errors';
import { formatFileSize, userLabel } from './settings-format';
import {
  fileSizeQueryOptions,
  latestFileChangeQueryOptions,
  settingsKeys,
  useRemoveFile,
  useRenameFile,
  useUploadFile,
} from './settings-queries';
import type { FileReference, SiteFileField } from './site-settings-api';
import { useSiteSettingsApi } from './site-settings-api-context';

const t = ru.adminSettings.files;

/** The API's limit on a settings file. */
export const SITE_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** The contract's limit on a download title. */
export const FILE_TITLE_MAX = 200;

/** What each file setting takes (the API checks again: code 12 at `file`). */
export const SITE_FILE_TYPES: Readonly<
  Record<SiteFileField, { extensions: readonly string[]; hint: string; label: string }>
> = {
  priceListFile: {
    extensions: ['pdf', 'xls', 'xlsx', 'ods', 'csv', 'doc', 'docx', 'odt', 'zip'],
    hint: t.priceListTypes,
    label: t.priceList,
  },
  requisitesFile: {
    extensions: ['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'],
    hint: t.requisitesTypes,
    label: t.requisites,
  },
};

/** What the browser can show inline, by extension (the download itself is `application/octet-stream`). */
const PREVIEW_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Why a chosen file cannot go up, or null. */
export function fileProblem(field: SiteFileField, file: File): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!SITE_FILE_TYPES[field].extensions.includes(extension))
    return t.wrongType.replace('{types}', SITE_FILE_TYPES[field].hint);
  if (file.size === 0) return t.fileEmpty;
  if (file.size > SITE_FILE_MAX_BYTES) return t.fileTooLarge;
  return null;
}

/** A whole percentage of the bytes sent (0 while the size is unknown). */
export function percentOf(progress: UploadProgress): number {
  if (!progress.total) return 0;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

/**
 * One settings file (the price list or the requisites): what is stored now (title, type, size, when and by whom, a
 * download and, for a PDF or an image, an inline preview), and the upload that replaces it with a real progress bar,
 * the rename and the removal after a confirmation. `onDirty` tells the page a chosen file or title is not sent yet.
 */
export function SiteFileCard({
  field,
  file,
  onDirty,
}: {
  field: SiteFileField;
  file: FileReference | null;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const types = SITE_FILE_TYPES[field];
  return (
    <section className="admin-settings__file" aria-labelledby={id}>
      <h3 id={id}>{types.label}</h3>
      {file ? <CurrentFile field={field} file={file} /> : <p className="admin-settings__muted">{t.none}</p>}
      <UploadForm key={file?.path ?? 'none'} field={field} hasFile={file !== null} onDirty={onDirty} />
    </section>
  );
}

function CurrentFile({ field, file }: { field: SiteFileField; file: FileReference }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState(false);
  const [preview, setPreview] = useState(false);
  const size = useQuery(fileSizeQueryOptions(api, field, file.path));
  const latest = useQuery(latestFileChangeQueryOptions(api, field));
  const remove = useRemoveFile(api);
  const fileName = t.downloadFileName.replace('{title}', file.title).replace('{extension}', file.extension);
  const previewType = PREVIEW_TYPES[file.extension.toLowerCase()];

  const download = useMutation({
    mutationFn: () => api.downloadFile(field),
    onSuccess: ({ blob, fileName: served }) => saveBlob(blob, served ?? fileName),
    onError: (error) => toast.error(hasErrorCode(error, ErrorCode.RecordNotFound) ? t.missing : toastText(error)),
  });

  const confirmRemove = async () => {
    const question = t.removeConfirm.replace('{title}', fileName);
    const confirmed = await confirm({ title: question, confirmLabel: t.remove, cancelLabel: t.cancel });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(field);
      toast.success(t.removed);
    } catch (error) {
      toast.error(toastText(error));
    }
  };

  let sizeText: string;
  if (size.isPending) sizeText = ru.common.loading;
  else sizeText = size.data == null ? t.sizeUnknown : formatFileSize(size.data);
  let changedText: string;
  if (latest.isPending) changedText = ru.common.loading;
  else
    changedText = latest.data
      ? `${formatDateTime(latest.data.changedAt)}, ${userLabel(latest.data.changedBy)}`
      : t.changedAtUnknown;

  return (
    <div className="admin-settings__current">
      <dl className="admin-settings__facts">
        <div>
          <dt>{t.fileTitle}</dt>
          <dd className="admin-settings__file-name">{file.title}</dd>
        </div>
        <div>
          <dt>{t.extension}</dt>
          <dd>{file.extension.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t.size}</dt>
          <dd>{sizeText}</dd>
        </div>
        <div>
          <dt>{t.changedAt}</dt>
          <dd>{changedText}</dd>
        </div>
      </dl>
      <div className="admin-form-actions">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t.download}
        </Button>
        {previewType && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-pressed={preview}
            onClick={() => setPreview((shown) => !shown)}
          >
            {preview ? t.hidePreview : t.showPreview}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={renaming}
          onClick={() => setRenaming((open) => !open)}
        >
          {t.rename}
        </Button>
        <Button
          type="button"
          variant="danger"
          size="sm"
          loading={remove.isPending}
          onClick={() => void confirmRemove()}
        >
          {t.remove}
        </Button>
      </div>
      {renaming && <RenameForm field={field} title={file.title} onDone={() => setRenaming(false)} />}
      {preview && previewType && <FilePreview field={field} file={file} type={previewType} />}
    </div>
  );
}

/** The stored file shown inline: an image, or a PDF in the browser's viewer. */
function FilePreview({ field, file, type }: { field: SiteFileField; file: FileReference; type: string }) {
  const api = useSiteSettingsApi();
  const blob = useQuery({
    queryKey: [...settingsKeys.all, 'file-blob', field, file.path],
    queryFn: async () => new Blob([(await api.downloadFile(field)).blob], { type }),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  const label = t.previewLabel.replace('{title}', file.title);

  if (blob.isError) return <p className="admin-settings__error">{t.previewFailed}</p>;
  if (!url) {
    return (
      <p className="admin-settings__muted" role="status">
        <Spinner size="sm" decorative /> {t.previewLoading}
      </p>
    );
  }
  return (
    <div className="admin-settings__preview">
      {type === 'application/pdf' ? <iframe title={label} src={url} /> : <img src={url} alt={label} />}
    </div>
  );
}

function RenameForm({ field, title, onDone }: { field: SiteFileField; title: string; onDone: () => void }) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const rename = useRenameFile(api);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(t.titleRequired);
    if (trimmed.length > FILE_TITLE_MAX) return setError(t.titleTooLong.replace('{max}', String(FILE_TITLE_MAX)));
    setError(null);
    try {
      await rename.mutateAsync({ field, title: trimmed });
      toast.success(t.renamed);
      onDone();
    } catch (failure) {
      const message = fieldErrorsOf(failure).get('title');
      if (message) setError(message);
      else toast.error(hasErrorCode(failure, ErrorCode.RecordNotFound) ? t.missing : toastText(failure));
    }
  };

  return (
    <form className="admin-settings__inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <Input
        label={t.uploadTitle}
        value={value}
        maxLength={FILE_TITLE_MAX}
        error={error ?? undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="admin-form-actions">
        <Button type="submit" size="sm" loading={rename.isPending}>
          {t.renameSubmit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Chooses a file (and, optionally, its download title) and sends it with a progress bar of the bytes sent. */
function UploadForm({
  field,
  hasFile,
  onDirty,
}: {
  field: SiteFileField;
  hasFile: boolean;
  onDirty: (dirty: boolean) => void;
}) {
  const api = useSiteSettingsApi();
  const toast = useToast();
  const upload = useUploadFile(api);
  const types = SITE_FILE_TYPES[field];
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const progressId = useId();

  const dirty = file !== null || title.trim() !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    const problem = file ? fileProblem(field, file) : t.fileRequired;
    const titleProblem =
      trimmed.length > FILE_TITLE_MAX ? t.titleTooLong.replace('{max}', String(FILE_TITLE_MAX)) : null;
    setFileError(problem);
    setTitleError(titleProblem);
    if (problem || titleProblem || !file) return;
    setProgress({ loaded: 0, total: file.size });
    try {
      await upload.mutateAsync({ field, file, title: trimmed || null, onProgress: setProgress });
      toast.success(t.uploaded);
      setFile(null);
      setTitle('');
      setInputKey((key) => key + 1);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.has('file')) setFileError(fields.get('file') ?? null);
      if (fields.has('title')) setTitleError(fields.get('title') ?? null);
      if (fields.size === 0) toast.error(toastText(error));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = progress ? percentOf(progress) : 0;
  return (
    <form
      className="admin-settings__upload"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={uploading || undefined}
    >
      <div className="admin-settings__upload-fields">
        <FileField
          key={inputKey}
          label={hasFile ? t.replace : t.upload}
          hint={types.hint}
          accept={types.extensions.map((extension) => `.${extension}`).join(',')}
          fileName={file?.name}
          error={fileError ?? undefined}
          disabled={uploading}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(chosen ? fileProblem(field, chosen) : null);
          }}
        />
        <Input
          label={t.uploadTitle}
          hint={t.uploadTitleHint}
          value={title}
          maxLength={FILE_TITLE_MAX}
          disabled={uploading}
          error={titleError ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      {uploading && (
        <div className="admin-settings__progress">
          <label htmlFor={progressId}>{t.uploadProgress}</label>
          <progress id={progressId} max={100} value={percent}>
            {percent} %
          </progress>
          <p role="status" className="admin-settings__muted">
            {t.uploading.replace('{name}', file?.name ?? '').replace('{percent}', String(percent))}
          </p>
        </div>
      )}
      <div className="admin-form-actions">
        <Button type="submit" loading={uploading} disabled={!file}>
          {t.uploadSubmit}
        </Button>
      </div>
    </form>
  );
}
