import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from '@shop/admin-ui-data';
import { AdminUiProviders } from '@shop/admin-ui-data/testing';
import type { UploadProgress } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFileCard } from './site-file-card';
import type { FileReference, SiteFileField, SiteSettings, SiteSettingsApi } from './site-settings-api';
import { SiteSettingsApiProvider } from './site-settings-api-context';
import './site-settings.css';

const t = ru.adminSettings.files;

const PRICE_LIST: FileReference = {
  title: 'Прайс-лист ТахоСнаб для сервисных центров и интеграторов, ноябрь 2026',
  extension: 'pdf',
  bucketName: 'public',
  path: '/site-settings/price-list-7.pdf',
};

const SETTINGS: SiteSettings = {
  priceListFile: PRICE_LIST,
  requisitesFile: null,
  freeShippingCost: '15000',
  thematicTheme: 'default',
};

/** Waits `ms`, as a network would. */
const after = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The settings API as far as a file card uses it: the size and the latest change of the stored file, and an upload
 * that reports its bytes in steps (about two seconds for any file), a rename and a removal that succeed.
 */
function storyApi(): SiteSettingsApi {
  const api: Pick<
    SiteSettingsApi,
    'fileSize' | 'listChanges' | 'uploadFile' | 'renameFile' | 'removeFile' | 'downloadFile'
  > = {
    fileSize: async () => 2_457_600,
    listChanges: async () => ({
      changeList: [
        {
          id: 'change-1',
          field: 'priceListFile',
          oldValue: null,
          newValue: { title: PRICE_LIST.title, extension: PRICE_LIST.extension },
          changedAt: '2026-11-20T09:00:00.000Z',
          changedBy: {
            id: 'root-1',
            email: 'admin@tachosnab.local',
            firstName: 'Пётр',
            lastName: 'Смирнов',
            companyTitle: null,
          },
          note: null,
        },
      ],
      pagination: { page: 1, limit: 1, total: 1 },
    }),
    uploadFile: async (_field, file, _title, onProgress: (progress: UploadProgress) => void) => {
      for (let step = 1; step <= 10; step += 1) {
        await after(200);
        onProgress({ loaded: Math.round((file.size * step) / 10), total: file.size });
      }
      return SETTINGS;
    },
    renameFile: async () => SETTINGS,
    removeFile: async () => ({ ...SETTINGS, priceListFile: null }),
    downloadFile: async () => ({
      blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      fileName: 'price-list.pdf',
    }),
  };
  return api as SiteSettingsApi;
}

/** One settings file in its panel, as /admin/settings/site shows it, over the story's API. */
function StoryFileCard({ field, file }: { field: SiteFileField; file: FileReference | null }) {
  const [{ api, queryClient }] = useState(() => ({
    api: storyApi(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <SiteSettingsApiProvider api={api}>
        <AdminUiProviders>
          <Panel title={t.title} intro={t.intro}>
            <div className="admin-settings__files">
              <SiteFileCard field={field} file={file} onDirty={() => undefined} />
            </div>
          </Panel>
        </AdminUiProviders>
      </SiteSettingsApiProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Admin/Settings/File card',
  component: StoryFileCard,
  args: { field: 'priceListFile', file: PRICE_LIST },
  parameters: {
    docs: {
      description: {
        component:
          'One file of the site settings (the price list, the requisites): what is stored (title, type, size, when and by whom) with its download, preview, rename and removal, and the upload that replaces it with a progress bar.',
      },
    },
  },
} satisfies Meta<typeof StoryFileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored PDF with a long title. */
export const StoredFile: Story = {};

/** Nothing stored yet. */
export const NoFile: Story = { args: { field: 'requisitesFile', file: null } };

/** «Переименовать» opened under the file. */
export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.rename }));
    await expect(canvas.getByRole('button', { name: t.renameSubmit })).toBeVisible();
  },
};

/** A file of a type the setting does not take, sent: the field says which it takes. */
export const WrongFileType: Story = {
  args: { field: 'requisitesFile', file: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t.upload, { selector: 'input' });
    await userEvent.upload(input, new File(['text'], 'реквизиты.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(canvas.getByRole('button', { name: t.uploadSubmit }));
    await expect(await canvas.findByText(/Этот тип файла не подходит/)).toBeVisible();
  },
};
