import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BRAND_DEFAULT, ru } from '@shop/i18n-ru';
import { AdminLayout, type AdminLayoutProps, type AdminNavLinkProps } from './admin-layout';
import { adminNavItems } from './admin-nav';

function StoryLink({ href, onClick, children, ...rest }: AdminNavLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

function InteractiveLayout(props: Partial<AdminLayoutProps>) {
  const [colorMode, setColorMode] = useState<AdminLayoutProps['colorMode']>('system');
  return (
    <AdminLayout
      brand={BRAND_DEFAULT}
      homeHref="/admin"
      navItems={adminNavItems}
      activePath="/admin/product/update/group-price"
      LinkComponent={StoryLink}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      {...props}
    >
      {props.children ?? <h1>{ru.admin.pages.productUpdateGroupPrice}</h1>}
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/AdminLayout',
  component: InteractiveLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InteractiveLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sidebar is always visible and the section of the current page is highlighted. */
export const Desktop: Story = {};

/** The same shell in the dark colour mode (toolbar global `colorMode`, as in the ui-kit Storybook). */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
};

/** A phone (the toolbar's 320 px width; the e2e suite checks 360 px): the sidebar collapses behind the menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** A long brand and a long page title must not break the header or the content. */
export const LongStrings: Story = {
  args: {
    brand: 'ТахоСнаб — компоненты для систем мониторинга транспорта и контроля тахографов',
    activePath: '/admin/integrator-request/list',
    children: <h1>Заявки интеграторов на подключение к программе партнёрских цен и отсрочки платежа</h1>,
  },
};
