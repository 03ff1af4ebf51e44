import { readSafePageLeave, writeSafePageLeave } from '@shop/admin-ui-data';
import { AdminLayout, adminNavItems, type AdminNavLinkProps } from '@shop/admin-ui-layout';
import { OverlayProvider, PageLoadingBar, ToastProvider } from '@shop/ui-kit';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { useAdminConfig } from '../admin-config';
import { SignOutButton } from '../auth/sign-out-button';
import { ADMIN_BASENAME, toFullPath, toRouterPath } from '../navigation';
import { colorModeAtom } from '../preferences/color-mode-atom';

/** The layout's links as client-side router links (the layout speaks full paths, the router paths under its basename). */
function RouterLink({ href, ...rest }: AdminNavLinkProps) {
  return <Link to={toRouterPath(href)} {...rest} />;
}

/**
 * The admin layout route with the client state of the back office (jotai), which only its pages use: the sign-in
 * screen, in the entry chunk, goes without the library.
 */
export function AdminShell() {
  return (
    <JotaiProvider>
      <AdminShellFrame />
    </JotaiProvider>
  );
}

/** Toasts and overlays (inside the router, so dialogs can link), loading bar, shell, page. */
function AdminShellFrame() {
  const location = useLocation();
  const navigation = useNavigation();
  const [colorMode, setColorMode] = useAtom(colorModeAtom);
  const { brandName } = useAdminConfig();
  // The cookie is the store (forms read it when they guard); this state only re-renders the switch.
  const [safePageLeave, setSafePageLeave] = useState(readSafePageLeave);
  return (
    <ToastProvider>
      <OverlayProvider>
        <PageLoadingBar active={navigation.state !== 'idle'} />
        <AdminLayout
          brand={brandName}
          homeHref={ADMIN_BASENAME}
          navItems={adminNavItems}
          activePath={toFullPath(location.pathname)}
          LinkComponent={RouterLink}
          colorMode={colorMode}
          onColorModeChange={setColorMode}
          headerActions={<SignOutButton />}
          safePageLeave={{
            enabled: safePageLeave,
            onChange: (enabled) => {
              writeSafePageLeave(enabled);
              setSafePageLeave(enabled);
            },
          }}
        >
          <Outlet />
        </AdminLayout>
      </OverlayProvider>
    </ToastProvider>
  );
}
