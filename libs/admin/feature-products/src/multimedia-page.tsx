import { useMediaActions, useMediaLibrary, type MediaApi, type MediaFile } from '@shop/admin-media';
import { LoadError, MoveButtons } from '@shop/admin-ui-data';
import { ImageThumb, MediaPickerDialog, MediaUploadButton, type MediaLocation } from '@shop/admin-ui-media';
import { ru } from '@shop/i18n-ru';
import { Button, Input } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { moveItem } from './move-item';
import { FormSkeleton } from './page-states';
import { ProductUpdateFrame } from './product-page-frame';
import { useSaveProductPart } from './use-save-product-part';
import { productKeys } from './product-queries';
import type { AdminProduct, ProductMultimedia } from './products-api';
import { useProductsFeatureApi } from './products-api-context';

const t = ru.adminProducts.multimedia;
const THUMB_PX = 120;
const ALT_MAX = 300;

/** /admin/product/update/multimedia?id=: the product's images — add, order, main image, alt text, remove. */
export function ProductMultimediaPage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdateMultimedia} tab="multimedia">
      {(product) => <Multimedia product={product} />}
    </ProductUpdateFrame>
  );
}

function Multimedia({ product }: { product: AdminProduct }) {
  const { products, media } = useProductsFeatureApi();
  const mediaActions = useMediaActions(media);
  const key = productKeys.part(product.id, 'multimedia');
  const list = useQuery({ queryKey: key, queryFn: () => products.listMultimedia(product.id) });
  const [picking, setPicking] = useState(false);
  // Every change answers with the whole new list: it replaces the cache, and the product (its main image) is stale.
  const change = useSaveProductPart(product.id, 'multimedia', (run: () => Promise<ProductMultimedia[]>) => run(), {
    listsChange: true,
  });

  if (list.isError)
    return <LoadError message={t.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data) return <FormSkeleton fields={2} />;
  const items = list.data;
  const ids = items.map((item) => item.id);
  const attached = new Set(items.map((item) => item.image.fileId));
  const attach = (file: MediaFile) =>
    change.mutate(() => products.addMultimedia(product.id, { fileId: file.id, alt: file.image?.alt ?? null }));

  return (
    <div className="admin-multimedia" aria-busy={change.isPending || undefined}>
      <div className="admin-multimedia__add">
        <Button type="button" variant="secondary" onClick={() => setPicking(true)}>
          {t.fromLibrary}
        </Button>
        <MediaUploadButton
          actions={mediaActions}
          folderId={null}
          label={t.upload}
          multiple={false}
          onUploaded={attach}
        />
      </div>
      {items.length === 0 ? (
        <p className="admin-notice">{t.empty}</p>
      ) : (
        <ol className="admin-multimedia__list">
          {items.map((item, index) => (
            <MultimediaItem
              key={item.id}
              item={item}
              position={index + 1}
              first={index === 0}
              last={index === items.length - 1}
              busy={change.isPending}
              onMove={(step) => change.mutate(() => products.reorderMultimedia(product.id, moveItem(ids, index, step)))}
              onMakeMain={() => change.mutate(() => products.updateMultimedia(product.id, item.id, { isMain: true }))}
              onSaveAlt={(alt) => change.mutate(() => products.updateMultimedia(product.id, item.id, { alt }))}
              onRemove={() => change.mutate(() => products.removeMultimedia(product.id, item.id))}
            />
          ))}
        </ol>
      )}
      {picking && (
        <MediaPicker
          media={media}
          attached={attached}
          onClose={() => setPicking(false)}
          onPick={(file) => {
            attach(file);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

function MultimediaItem({
  item,
  position,
  first,
  last,
  busy,
  onMove,
  onMakeMain,
  onSaveAlt,
  onRemove,
}: {
  item: ProductMultimedia;
  position: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onMakeMain: () => void;
  onSaveAlt: (alt: string | null) => void;
  onRemove: () => void;
}) {
  const [alt, setAlt] = useState(item.image.alt ?? '');
  const label = t.imageAlt.replace('{position}', String(position));
  const altChanged = alt.trim() !== (item.image.alt ?? '');
  return (
    <li className="admin-multimedia__item" aria-label={label}>
      <ImageThumb
        className="admin-multimedia__image"
        image={item.image}
        size={THUMB_PX}
        alt={item.image.alt ?? label}
      />
      <div className="admin-multimedia__body">
        {item.isMain && <span className="admin-products__badge admin-products__badge--main">{t.main}</span>}
        <form
          className="admin-media__inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            onSaveAlt(alt.trim() === '' ? null : alt.trim());
          }}
        >
          <Input label={t.alt} value={alt} maxLength={ALT_MAX} onChange={(event) => setAlt(event.target.value)} />
          <Button type="submit" size="sm" variant="secondary" disabled={!altChanged || busy}>
            {t.saveAlt}
          </Button>
        </form>
        <div className="admin-media__actions">
          <MoveButtons
            upLabel={`${t.moveUp}: ${label}`}
            downLabel={`${t.moveDown}: ${label}`}
            upText={t.moveUp}
            downText={t.moveDown}
            first={first}
            last={last}
            disabled={busy}
            onMove={onMove}
          />
          {!item.isMain && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`${t.makeMain}: ${label}`}
              onClick={onMakeMain}
            >
              {t.makeMain}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="danger"
            disabled={busy}
            aria-label={`${t.remove}: ${label}`}
            onClick={onRemove}
          >
            {t.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The media library in a dialog; each image not yet on the product can be picked. */
function MediaPicker({
  media,
  attached,
  onPick,
  onClose,
}: {
  media: MediaApi;
  attached: ReadonlySet<string>;
  onPick: (file: MediaFile) => void;
  onClose: () => void;
}) {
  const [location, setLocation] = useState<MediaLocation>({ folderId: null, page: 1 });
  const library = useMediaLibrary(media, location);
  return (
    <MediaPickerDialog
      title={t.pickerTitle}
      library={library}
      location={location}
      onNavigate={setLocation}
      onPick={onPick}
      isPicked={(file) => attached.has(file.id)}
      onClose={onClose}
    />
  );
}
