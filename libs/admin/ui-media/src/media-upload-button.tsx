import { ru } from '@shop/i18n-ru';
import { Spinner, useToast } from '@shop/ui-kit';
import { useId, useState } from 'react';
import type { MediaFile, MediaLibraryActions } from './media-library-view';
import './media.css';

const t = ru.adminProducts.media;
/** What the file dialog offers; the API checks the content anyway (code 10 for anything else). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml';

/**
 * Uploads the chosen images one after another into a folder, naming the one in flight (fetch gives
 * no upload progress, so a spinner and the name stand in for a bar). A file the API rejects (code 10)
 * gets its toast and the rest still go up. `onUploaded` receives each stored file.
 */
export function MediaUploadButton({
  actions,
  folderId,
  label = t.upload,
  multiple = true,
  onUploaded,
}: {
  actions: Pick<MediaLibraryActions, 'upload' | 'refresh' | 'messageOf'>;
  folderId: string | null;
  label?: string;
  multiple?: boolean;
  onUploaded?: (file: MediaFile) => void;
}) {
  const toast = useToast();
  const id = useId();
  const [current, setCurrent] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    let stored = 0;
    for (const file of files) {
      setCurrent(file.name);
      try {
        const saved = await actions.upload(file, folderId);
        stored++;
        onUploaded?.(saved);
      } catch (error) {
        toast.error(`${file.name}: ${actions.messageOf(error)}`);
      }
    }
    setCurrent(null);
    if (stored > 0) {
      toast.success(t.uploaded.replace('{count}', String(stored)));
      await actions.refresh();
    }
  };

  return (
    <div className="admin-media-upload">
      <label
        htmlFor={id}
        className={
          current
            ? 'ui-button ui-button--primary ui-button--md admin-media-upload__button--busy'
            : 'ui-button ui-button--primary ui-button--md'
        }
      >
        {label}
      </label>
      <input
        id={id}
        className="ui-visually-hidden"
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={current !== null}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Clear the input so choosing the same file again uploads it again.
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      {current ? (
        <p className="admin-media-upload__status" role="status">
          <Spinner size="sm" decorative /> {t.uploading.replace('{name}', current)}
        </p>
      ) : (
        <p className="admin-media__hint">{t.uploadHint}</p>
      )}
    </div>
  );
}
