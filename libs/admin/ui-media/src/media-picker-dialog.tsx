import { Dialog } from '@shop/ui-kit';
import { MediaBrowser } from './media-browser';
import type { MediaFile, MediaLibraryView, MediaLocation } from './media-library-view';

/** Props of {@link MediaPickerDialog}. */
export interface MediaPickerDialogProps {
  title: string;
  /** The open folder's lists and the actions (`useMediaLibrary` of @shop/admin-media at `location`). */
  library: MediaLibraryView;
  location: MediaLocation;
  onNavigate: (location: MediaLocation) => void;
  onPick: (file: MediaFile) => void;
  /** Files already taken, shown as such. */
  isPicked?: (file: MediaFile) => boolean;
  /** An image uploaded in the dialog is picked at once (one at a time); otherwise uploads only fill the library. */
  pickUploads?: boolean;
  onClose: () => void;
}

/** The media library in a dialog to choose an image from. */
export function MediaPickerDialog({
  title,
  library,
  location,
  onNavigate,
  onPick,
  isPicked,
  pickUploads = false,
  onClose,
}: MediaPickerDialogProps) {
  return (
    <Dialog open size="lg" title={title} onOpenChange={(open) => !open && onClose()}>
      <MediaBrowser
        mode="pick"
        library={library}
        location={location}
        onNavigate={onNavigate}
        onPick={onPick}
        isPicked={isPicked}
        onUploaded={pickUploads ? onPick : undefined}
      />
    </Dialog>
  );
}
