import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { fill, type Crumb } from '@shop/storefront-domain';
import { AvailabilityBadge, ProductActions } from '@shop/storefront-ui-catalogue';
import { Breadcrumbs } from '@shop/storefront-ui-layout';
import { BackInStockForm } from './back-in-stock-form';
import { ProductAttributes } from './product-attributes';
import { ProductGallery, galleryImages } from './product-gallery';
import { ProductPriceBlock } from './product-price-block';
import { ProductRelations } from './product-relations';

const t = ru.storefrontProduct;

/**
 * The public product page: trail, gallery, the buying facts and controls ("В корзину", favorites: the app provides
 * them, see ProductActionsProvider), description, attributes and related products.
 */
export function ProductPage({ product, breadcrumbs }: { product: Schema<'Product'>; breadcrumbs: readonly Crumb[] }) {
  return (
    <div className="sf-container sf-product">
      <Breadcrumbs crumbs={breadcrumbs} />
      <div className="sf-product__top">
        {/* key: another product's page starts on its own first picture. */}
        <ProductGallery key={product.id} images={galleryImages(product)} title={product.title} />
        <div className="sf-product__summary">
          <h1 className="sf-product__title">{product.title}</h1>
          <p className="sf-product__article">{fill(t.article, { article: product.article })}</p>
          <p className="sf-product__availability">
            <span className="ui-visually-hidden">{t.availability}: </span>
            <AvailabilityBadge availability={product.availability} stock={product.stock} />
          </p>
          <ProductPriceBlock product={product} />
          <ProductActions product={product} place="page" />
          {product.availability === 'out_of_stock' ? <BackInStockForm productId={product.id} /> : null}
        </div>
      </div>
      {product.description ? (
        <section className="sf-product__section" aria-labelledby="product-description">
          <h2 id="product-description" className="sf-product__heading">
            {t.description}
          </h2>
          {/* Rich text the API sanitised on save (allow-listed tags and attributes only). */}
          <div className="sf-product__description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      ) : null}
      <ProductAttributes groups={product.attributeGroupList} />
      <ProductRelations relations={product.relations} />
    </div>
  );
}
