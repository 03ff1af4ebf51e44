import { useEffect, useState } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { prefetchModeFor, type ConnectionInfo } from '@shop/storefront-domain';

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionInfo & EventTarget;
};

/** The prefetch mode for this browser's connection; 'none' during SSR and until the effect has looked. */
export function usePrefetchMode(): 'intent' | 'none' {
  const [mode, setMode] = useState<'intent' | 'none'>('none');
  useEffect(() => {
    const connection = (navigator as NavigatorWithConnection).connection;
    const update = () => setMode(prefetchModeFor(connection));
    update();
    connection?.addEventListener?.('change', update);
    return () => connection?.removeEventListener?.('change', update);
  }, []);
  return mode;
}

/** A router link that prefetches on intent unless the connection is 2g or in data-saver mode (SPEC 2). */
export function SmartLink(props: Omit<LinkProps, 'prefetch'>) {
  const prefetch = usePrefetchMode();
  return <Link {...props} prefetch={prefetch} />;
}

/** A navigation link (active state) with the same connection-aware prefetching as SmartLink. */
export function SmartNavLink(props: Omit<NavLinkProps, 'prefetch'>) {
  const prefetch = usePrefetchMode();
  return <NavLink {...props} prefetch={prefetch} />;
}
