/** The pages shoppers land on most: home, the first category and the first product of the demo catalogue. */
export async function pagesToAudit(storefront: string): Promise<{ name: string; path: string }[]> {
  const read = async <T>(path: string): Promise<T> => {
    const reply = await fetch(storefront + path);
    if (!reply.ok) throw new Error(`${path}: ${reply.status} (is the shop running? npm start)`);
    return (await reply.json()) as T;
  };
  const { payload: categories } = await read<{ payload: { categoryList: { slug: string }[] } }>(
    '/api/v1/category/list',
  );
  const { payload: products } = await read<{ payload: { productList: { slug: string }[] } }>(
    '/api/v1/product/list?limit=1',
  );
  const category = categories.categoryList[0];
  const product = products.productList[0];
  if (!category || !product) throw new Error('the catalogue is empty: seed the demo data (npm start does)');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${encodeURIComponent(category.slug)}` },
    { name: 'product', path: `/product/${encodeURIComponent(product.slug)}` },
  ];
}
