import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryListingPage, storyListing } from './story-data';

const meta = {
  title: 'Storefront/Catalogue/Listing with facets',
  component: StoryListingPage,
  args: { listing: storyListing },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A category’s listing: the facets (price, availability, attribute values with their counts, a number range), the toolbar (count, sort, grid or list) and the cards. On a phone the facets fold behind «Фильтры».',
      },
    },
  },
} satisfies Meta<typeof StoryListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { layout: 'list' } };

/** Filters set in the address: ticked values, a price range, a number range and the reset. */
export const Filtered: Story = {
  args: {
    url: `/category/tahografy?availability=in_stock&price_min=10000&price_max=60000&attribute=1c613263-abc1-4df5-9581-8ffc0f77de00:Атол`,
  },
};

/** Some of the cards in the cart, one at the cap. */
export const WithACart: Story = { args: { inCart: { 'card-atol': 2, 'card-stoneridge': 100_000 } } };

/** Nothing matches the filters: the way back is «Сбросить фильтры». */
export const NothingFound: Story = {
  args: {
    listing: { ...storyListing, productList: [], pagination: { page: 1, limit: 24, total: 0 } },
    url: '/category/tahografy?availability=on_order&price_max=100',
  },
};

/** The API did not answer: the message and «Повторить». */
export const LoadFailed: Story = { args: { listing: null } };
