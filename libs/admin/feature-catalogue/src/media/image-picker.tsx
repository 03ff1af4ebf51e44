import { ru } from '@shop/i18n-ru';
import { Button, useOverlay } from '@shop/ui-kit';
import type { CatalogueApi, MediaFile } from '../api/catalogue-api';
import type { ChosenImage } from '../category/category-form-schema';
import { MediaLibraryDialog, thumbnailUrl } from './media-library-dialog';

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
  const overlay = useOverlay();
  const choose = async () => {
    const file = await overlay.open<MediaFile>(({ close }) => <MediaLibraryDialog api={api} onPick={(picked) => close(picked)} />);
    if (file) onChange({ fileId: file.id, url: thumbnailUrl(file), title: file.title });
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
        <Button type="button" variant="secondary" size="sm" onClick={() => void choose()}>
          {value ? t.change : t.choose}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t.remove}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
