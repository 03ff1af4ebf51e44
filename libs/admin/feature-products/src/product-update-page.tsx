import { ru } from '@shop/i18n-ru';
import { ProductForm } from './product-form';
import { productFormDefaults, toUpdateProductBody } from './product-form-schema';
import { ProductUpdateFrame } from './product-page-frame';
import { useUpdateProduct } from './product-queries';
import type { AdminProduct } from './products-api';
import { useProductsFeatureApi } from './products-api-context';

/** /admin/product/update?id=: the product's main fields. */
export function ProductUpdatePage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdate} tab="main">
      {(product) => <ProductUpdateForm key={`${product.id}:${product.updatedAt}`} product={product} />}
    </ProductUpdateFrame>
  );
}

function ProductUpdateForm({ product }: { product: AdminProduct }) {
  const { products } = useProductsFeatureApi();
  const update = useUpdateProduct(products, product.id);
  return (
    <ProductForm
      mode="update"
      defaultValues={productFormDefaults(product)}
      onSubmit={(values) => update.mutateAsync(toUpdateProductBody(values))}
    />
  );
}
