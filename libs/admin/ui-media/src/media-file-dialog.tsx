import { ru } from '@shop/i18n-ru';
import { Button, Dialog, Input } from '@shop/ui-kit';
import { useState } from 'react';
import { ImageThumb } from './image-thumb';
import type { MediaFile, MediaLibraryActions } from './media-library-view';
import { useMediaCall } from './use-media-call';

const t = ru.adminProducts.media;
const TITLE_MAX = 200;
const ALT_MAX = 500;

/** Edits a file's title and alternative text in a dialog; the file lists refresh after a save. */
export function MediaFileDialog({
  file,
  actions,
  onClose,
}: {
  file: MediaFile;
  actions: MediaLibraryActions;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(file.title);
  const [alt, setAlt] = useState(file.image?.alt ?? '');
  const [titleError, setTitleError] = useState<string | undefined>();
  const save = useMediaCall(actions.messageOf);
  const submit = () => {
    if (title.trim() === '') return setTitleError(t.titleRequired);
    setTitleError(undefined);
    void save.run(
      () => actions.updateFile(file.id, { title: title.trim(), alt: alt.trim() === '' ? null : alt.trim() }),
      onClose,
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.editFileTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {ru.common.cancel}
          </Button>
          <Button type="button" loading={save.pending} onClick={submit}>
            {t.saveFile}
          </Button>
        </>
      }
    >
      <form
        className="admin-media-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {file.image && (
          <ImageThumb
            className="admin-media-dialog__image"
            image={file.image}
            size={160}
            alt={file.image.alt ?? file.title}
          />
        )}
        <Input
          label={t.fileTitle}
          required
          maxLength={TITLE_MAX}
          value={title}
          error={titleError}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Input label={t.fileAlt} maxLength={ALT_MAX} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </form>
    </Dialog>
  );
}
