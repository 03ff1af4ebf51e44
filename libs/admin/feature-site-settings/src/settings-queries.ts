import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSiteSettings,
  ChangeFilters,
  ContentPage,
  ContentPageInput,
  ContentPageSlug,
  ShopRequisitesBody,
  SiteFileField,
  SiteSettings,
  SiteSettingsApi,
  ThematicTheme,
} from './site-settings-api';

/** Query keys of the admin settings, from generic to specific. */
export const settingsKeys = {
  all: ['admin-site-settings'] as const,
  settings: () => [...settingsKeys.all, 'settings'] as const,
  changes: () => [...settingsKeys.all, 'changes'] as const,
  changeList: (filters: ChangeFilters) => [...settingsKeys.changes(), filters] as const,
  /** A file's size, by the stored path (a new upload gets a new path, so a new entry). */
  fileSize: (field: SiteFileField, path: string) => [...settingsKeys.all, 'file-size', field, path] as const,
  contentPages: () => [...settingsKeys.all, 'content-pages'] as const,
};

/** All settings. */
export function settingsQueryOptions(api: SiteSettingsApi) {
  return queryOptions({ queryKey: settingsKeys.settings(), queryFn: () => api.get() });
}

/** One page of the history; the previous page stays on screen while the next one loads. */
export function changeListQueryOptions(api: SiteSettingsApi, filters: ChangeFilters) {
  return queryOptions({
    queryKey: settingsKeys.changeList(filters),
    queryFn: () => api.listChanges(filters),
    placeholderData: keepPreviousData,
  });
}

/** The latest change of one file setting (when the current file came, and who brought it). */
export function latestFileChangeQueryOptions(api: SiteSettingsApi, field: SiteFileField) {
  const filters: ChangeFilters = { page: 1, limit: 1, field };
  return queryOptions({
    queryKey: settingsKeys.changeList(filters),
    queryFn: () => api.listChanges(filters),
    select: (page) => page.changeList[0] ?? null,
  });
}

/** The size of the file stored at `path`; it never changes, so it is asked once. */
export function fileSizeQueryOptions(api: SiteSettingsApi, field: SiteFileField, path: string) {
  return queryOptions({
    queryKey: settingsKeys.fileSize(field, path),
    queryFn: () => api.fileSize(field),
    staleTime: Infinity,
  });
}

/** The four content pages. */
export function contentPagesQueryOptions(api: SiteSettingsApi) {
  return queryOptions({ queryKey: settingsKeys.contentPages(), queryFn: () => api.listContentPages() });
}

/**
 * Keeps the cache right after a setting changed: the reply's settings go into the admin's (a public reply lacks the
 * seller, НДС and e-mail, which it did not change), and the history is stale.
 */
function useSettingsSaved() {
  const queryClient = useQueryClient();
  return async (settings: SiteSettings | AdminSiteSettings) => {
    queryClient.setQueryData<AdminSiteSettings>(settingsKeys.settings(), (old) =>
      old ? { ...old, ...settings } : undefined,
    );
    await queryClient.invalidateQueries({ queryKey: settingsKeys.changes() });
  };
}

/** Any settings call that answers the settings; the cache update always runs before the caller's `onSuccess`. */
function useSettingsMutation<Variables, Settings extends SiteSettings | AdminSiteSettings>(
  call: (variables: Variables) => Promise<Settings>,
) {
  const saved = useSettingsSaved();
  return useMutation({ mutationFn: call, onSuccess: saved });
}

/** Uploads a settings file, reporting the bytes sent through `onProgress`. */
export function useUploadFile(api: SiteSettingsApi) {
  return useSettingsMutation(
    ({
      field,
      file,
      title,
      onProgress,
    }: {
      field: SiteFileField;
      file: File;
      title: string | null;
      onProgress: Parameters<SiteSettingsApi['uploadFile']>[3];
    }) => api.uploadFile(field, file, title, onProgress),
  );
}

/** Renames a settings file. */
export function useRenameFile(api: SiteSettingsApi) {
  return useSettingsMutation(({ field, title }: { field: SiteFileField; title: string }) =>
    api.renameFile(field, title),
  );
}

/** Removes a settings file. */
export function useRemoveFile(api: SiteSettingsApi) {
  return useSettingsMutation((field: SiteFileField) => api.removeFile(field));
}

/** Sets the free-shipping cost (a decimal string). */
export function useSetFreeShippingCost(api: SiteSettingsApi) {
  return useSettingsMutation((cost: string) => api.setFreeShippingCost(cost));
}

/** Switches the theme. */
export function useSetTheme(api: SiteSettingsApi) {
  return useSettingsMutation((theme: ThematicTheme) => api.setTheme(theme));
}

/** Saves the seller's requisites, НДС and order e-mail. */
export function useSetShopRequisites(api: SiteSettingsApi) {
  return useSettingsMutation((body: ShopRequisitesBody) => api.setShopRequisites(body));
}

/** Puts a saved or reset page into the list. */
function useContentPageSaved() {
  const queryClient = useQueryClient();
  return (page: ContentPage) => {
    queryClient.setQueryData<ContentPage[]>(settingsKeys.contentPages(), (old) =>
      old?.map((each) => (each.slug === page.slug ? page : each)),
    );
  };
}

/** Saves a content page; the list is updated before the caller's `onSuccess`. */
export function useUpdateContentPage(api: SiteSettingsApi) {
  const saved = useContentPageSaved();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: ContentPageSlug; input: ContentPageInput }) =>
      api.updateContentPage(slug, input),
    onSuccess: saved,
  });
}

/** Returns a content page to its built-in text; the list is updated before the caller's `onSuccess`. */
export function useResetContentPage(api: SiteSettingsApi) {
  const saved = useContentPageSaved();
  return useMutation({ mutationFn: (slug: ContentPageSlug) => api.resetContentPage(slug), onSuccess: saved });
}
