import { ru } from '@shop/i18n-ru';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductForm } from './product-form';
import { productFormDefaults, toCreateProductBody } from './product-form-schema';
import { ProductCreateFrame } from './product-page-frame';
import { productPaths, type ProductSubPage } from './product-paths';
import { useCreateProduct } from './product-queries';
import { useProductsFeatureApi } from './products-api-context';

const pages = ru.admin.pages;

/** /admin/product/create: a new product; once saved, the admin continues on its update page with every tab open. */
export function ProductCreatePage() {
  const { products } = useProductsFeatureApi();
  const navigate = useNavigate();
  const create = useCreateProduct(products);
  const [createdId, setCreatedId] = useState<string | null>(null);

  // Navigates after the form reported itself clean, so the unsaved-changes guard lets it through.
  useEffect(() => {
    if (createdId) void navigate(productPaths.update(createdId), { replace: true });
  }, [createdId, navigate]);

  return (
    <ProductCreateFrame title={pages.productCreate} tab="main">
      <ProductForm
        mode="create"
        defaultValues={productFormDefaults()}
        onSubmit={(values) => create.mutateAsync(toCreateProductBody(values))}
        onSaved={(product) => setCreatedId(product.id)}
      />
    </ProductCreateFrame>
  );
}

const createSubTitles: Record<ProductSubPage, string> = {
  relations: pages.productCreateRelations,
  attributes: pages.productCreateAttributes,
  multimedia: pages.productCreateMultimedia,
  'group-price': pages.productCreateGroupPrice,
  stock: pages.productCreateStock,
};

/**
 * /admin/product/create/{relations,attributes,multimedia,group-price,stock}: these parts hang off a saved
 * product (their API calls take its id), so before the first save the page says so and links back.
 */
export function ProductCreateSubPage({ sub }: { sub: ProductSubPage }) {
  return <ProductCreateFrame title={createSubTitles[sub]} tab={sub} />;
}
