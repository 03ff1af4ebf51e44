import type { Handlers } from '../../http/operations';
import type { SiteSettingsService } from './service';

/** Site settings operations of the contract; the admin ones answer 501 until their feature lands. */
export function siteSettingsHandlers(service: SiteSettingsService) {
  return {
    getSiteSettings: async () => ({ payload: { siteSettings: await service.get() } }),
  } satisfies Handlers<'site-settings'>;
}
