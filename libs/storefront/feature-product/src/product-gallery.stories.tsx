import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ProductGallery } from './product-gallery';
import { storyGallery } from './story-data';

/**
 * The gallery reads the chosen picture from the address (`?image=`), so it works without JavaScript: a story's
 * `address` parameter is the page's.
 */
const atAddress: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters['address'] as string | undefined) ?? '/product/tahograf']}>
    <div style={{ maxWidth: '34rem' }}>
      <Story />
    </div>
  </MemoryRouter>
);

const meta = {
  title: 'Storefront/Product/Gallery',
  component: ProductGallery,
  decorators: [atAddress],
  args: { images: storyGallery, title: 'Тахограф Штрих-ТахоRUS с блоком СКЗИ' },
  parameters: {
    docs: {
      description: {
        component:
          'The product page’s main picture and its thumbnails: links to `?image=<id>` that swap the picture in place with JavaScript.',
      },
    },
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four pictures: click a thumbnail. */
export const SeveralPictures: Story = {};

/** The third picture, chosen by the address (a shared link). */
export const ChosenByTheAddress: Story = { parameters: { address: '/product/tahograf?image=picture-3' } };

/** One picture: no thumbnails. */
export const OnePicture: Story = { args: { images: storyGallery.slice(0, 1) } };

/** No picture at all. */
export const NoPicture: Story = { args: { images: [] } };
