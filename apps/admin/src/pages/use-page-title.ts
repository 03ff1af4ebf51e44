import { pageTitle } from '@shop/i18n-ru';
import { useEffect } from 'react';
import { useAdminConfig } from '../admin-config';

/** Sets the document title to '<page> - интернет-магазин <brand>'. */
export function usePageTitle(page: string): void {
  const { brandName } = useAdminConfig();
  useEffect(() => {
    document.title = pageTitle(page, brandName);
  }, [page, brandName]);
}
