import { useMediaLibrary } from '@shop/admin-media';
import { MediaBrowser, type MediaLocation } from '@shop/admin-ui-media';
import { ru } from '@shop/i18n-ru';
import { useSearchParams } from 'react-router';
import { useProductsFeatureApi } from './products-api-context';
import './products.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The folder and page of a media-library URL (`?folder=&page=`); anything malformed means the root, page 1. */
export function parseMediaLocation(params: URLSearchParams): MediaLocation {
  const folder = params.get('folder');
  const page = Number(params.get('page'));
  return {
    folderId: folder && UUID.test(folder) ? folder : null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL params of a media-library location; the root and page 1 are left out. */
export function toMediaParams({ folderId, page }: MediaLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (folderId) params.set('folder', folderId);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** /admin/media: folders and images of the shop, the folder and page kept in the URL. */
export function MediaLibraryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = parseMediaLocation(searchParams);
  const library = useMediaLibrary(useProductsFeatureApi().media, location);
  return (
    <section className="admin-products" aria-labelledby="admin-media-title">
      <h1 id="admin-media-title">{ru.admin.pages.media}</h1>
      <MediaBrowser
        mode="manage"
        library={library}
        location={location}
        onNavigate={(next) => setSearchParams(toMediaParams(next))}
      />
    </section>
  );
}
