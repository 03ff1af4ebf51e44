import type { OperationHandlers } from '../../http/operations';
import type { SiteSettingsService } from './service';

/** Site settings operations of the contract. */
export function siteSettingsHandlers(service: SiteSettingsService): OperationHandlers {
  return {
    getSiteSettings: async () => ({ payload: { siteSettings: await service.get() } }),
  };
}
