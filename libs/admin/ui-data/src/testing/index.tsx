import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import type { ReactNode } from 'react';

/** The ui-kit providers every admin page needs in a test, as the admin shell gives them: toasts and overlays. */
export function AdminUiProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <OverlayProvider>{children}</OverlayProvider>
    </ToastProvider>
  );
}
