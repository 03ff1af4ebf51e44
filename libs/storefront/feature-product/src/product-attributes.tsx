import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';

const t = ru.storefrontProduct;

/** The product's attributes as a definition-list table per attribute group; ungrouped ones last under 'Прочее'. */
export function ProductAttributes({ groups }: { groups: readonly Schema<'ProductAttributeGroup'>[] }) {
  const filled = groups.filter((group) => group.attributeValueList.length > 0);
  if (filled.length === 0) return null;
  return (
    <section className="sf-product__section" aria-labelledby="product-attributes">
      <h2 id="product-attributes" className="sf-product__heading">
        {t.attributes}
      </h2>
      {filled.map((group) => (
        <div className="sf-attributes" key={group.attributeGroup?.id ?? 'ungrouped'}>
          {filled.length > 1 || group.attributeGroup ? (
            <h3 className="sf-attributes__group">{group.attributeGroup?.title ?? t.attributesOther}</h3>
          ) : null}
          <dl className="sf-attributes__list">
            {group.attributeValueList.map((attribute) => (
              <div className="sf-attributes__row" key={attribute.attributeId}>
                <dt>{attribute.title}</dt>
                <dd>{attribute.displayValue}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
