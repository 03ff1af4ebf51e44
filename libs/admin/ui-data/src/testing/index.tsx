import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import type { ComponentType, ReactNode } from 'react';

/** The ui-kit providers every admin page needs in a test, as the admin shell gives them: toasts and overlays. */
export function AdminUiProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <OverlayProvider>{children}</OverlayProvider>
    </ToastProvider>
  );
}

/** A test wrapper: {@link AdminUiProviders} around a feature's API provider with its props (`{ api }`). */
export function withAdminUi<Props extends object>(
  Provider: ComponentType<Props & { children: ReactNode }>,
  props: Props,
) {
  return function AdminTestProviders({ children }: { children: ReactNode }) {
    return (
      <AdminUiProviders>
        <Provider {...props}>{children}</Provider>
      </AdminUiProviders>
    );
  };
}
