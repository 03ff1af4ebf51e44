import { useMediaLibrary, type MediaApi, type MediaFile } from '@shop/admin-media';
import { MediaPickerDialog, thumbnailUrl, type MediaLocation } from '@shop/admin-ui-media';
import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import type { CatalogueApi } from '../api/catalogue-api';
import type { ChosenImage } from '../category/category-form-schema';

const t = ru.adminCatalogue.media;

/** A form's image: its preview, and buttons to choose one from the media library (or upload one) or to clear it. */
export function ImagePicker({
  api,
  label,
  value,
  onChange,
}: {
  api: CatalogueApi;
  label: string;
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  const pick = (file: MediaFile) => {
    setPicking(false);
    onChange({ fileId: file.id, url: thumbnailUrl(file), title: file.title });
  };
  return (
    <fieldset className="admin-image-picker">
      <legend className="ui-field__label">{label}</legend>
      {value ? (
        <figure className="admin-image-picker__preview">
          <img src={value.url} alt="" width={160} height={120} />
          <figcaption>{value.title}</figcaption>
        </figure>
      ) : (
        <p className="admin-image-picker__none">{t.none}</p>
      )}
      <div className="admin-image-picker__actions">
        <Button type="button" variant="secondary" size="sm" onClick={() => setPicking(true)}>
          {value ? t.change : t.choose}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t.remove}
          </Button>
        )}
      </div>
      {picking && <MediaLibraryDialog media={api.media} onPick={pick} onClose={() => setPicking(false)} />}
    </fieldset>
  );
}

/** The shared media library in a dialog: any image can be chosen, and an uploaded one is chosen at once. */
function MediaLibraryDialog({
  media,
  onPick,
  onClose,
}: {
  media: MediaApi;
  onPick: (file: MediaFile) => void;
  onClose: () => void;
}) {
  const [location, setLocation] = useState<MediaLocation>({ folderId: null, page: 1 });
  const library = useMediaLibrary(media, location);
  return (
    <MediaPickerDialog
      title={t.dialogTitle}
      library={library}
      location={location}
      onNavigate={setLocation}
      onPick={onPick}
      pickUploads
      onClose={onClose}
    />
  );
}
