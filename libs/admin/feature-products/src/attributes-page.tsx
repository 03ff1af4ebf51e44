import { useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Button, Input, Select } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { attributeDraftOf, toAttributeSections, toAttributeValueList, type AttributeDraft } from './attribute-values';
import type { Attribute } from './lookups-api';
import { ChoicesGate } from './page-states';
import { ProductUpdateFrame } from './product-page-frame';
import { useSaveProductPart } from './use-save-product-part';
import { attributesQueryOptions, productKeys } from './product-queries';
import type { AdminProduct } from './products-api';
import { useProductsFeatureApi } from './products-api-context';

const t = ru.adminProducts.attributes;

/** /admin/product/update/attributes?id=: a value per attribute, grouped by attribute group, typed by attribute type. */
export function ProductAttributesPage() {
  return (
    <ProductUpdateFrame title={ru.admin.pages.productUpdateAttributes} tab="attributes">
      {(product) => <Attributes product={product} />}
    </ProductUpdateFrame>
  );
}

function Attributes({ product }: { product: AdminProduct }) {
  const { products, lookups } = useProductsFeatureApi();
  const attributes = useQuery(attributesQueryOptions(lookups));
  const values = useQuery({
    queryKey: productKeys.part(product.id, 'attributes'),
    queryFn: () => products.getAttributes(product.id),
  });
  return (
    <ChoicesGate
      choices={attributes}
      saved={values}
      loadFailed={t.loadFailed}
      noChoices={t.noAttributes}
      skeletonFields={4}
    >
      {(list, saved) => <AttributesForm product={product} attributes={list} saved={attributeDraftOf(saved)} />}
    </ChoicesGate>
  );
}

function AttributesForm({
  product,
  attributes,
  saved,
}: {
  product: AdminProduct;
  attributes: Attribute[];
  saved: AttributeDraft;
}) {
  const { products } = useProductsFeatureApi();
  const [draft, setDraft] = useState(saved);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const dirty = attributes.some((attribute) => (draft[attribute.id] ?? '').trim() !== (saved[attribute.id] ?? ''));
  const save = useSaveProductPart(product.id, 'attributes', (list: Parameters<typeof products.replaceAttributes>[1]) =>
    products.replaceAttributes(product.id, list),
  );
  useUnsavedChangesGuard(dirty && !save.isPending);
  const set = (attributeId: string, value: string) => setDraft((current) => ({ ...current, [attributeId]: value }));

  return (
    <form
      className="admin-attributes"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { values, invalid: wrong } = toAttributeValueList(attributes, draft);
        setInvalid(wrong);
        if (wrong.length === 0) save.mutate(values);
      }}
    >
      {toAttributeSections(attributes).map((section) => (
        <fieldset key={section.groupId ?? 'none'} className="admin-product-form__section">
          <legend>{section.title}</legend>
          <div className="admin-form-grid">
            {section.attributes.map((attribute) => (
              <AttributeInput
                key={attribute.id}
                attribute={attribute}
                value={draft[attribute.id] ?? ''}
                invalid={invalid.includes(attribute.id)}
                onChange={(value) => set(attribute.id, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="admin-form-actions">
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** The input of one attribute by its type: text, a number, yes/no, or one of the enum options. */
function AttributeInput({
  attribute,
  value,
  invalid,
  onChange,
}: {
  attribute: Attribute;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const label = attribute.unit ? `${attribute.title}, ${attribute.unit}` : attribute.title;
  if (attribute.type === 'boolean' || attribute.type === 'enum') {
    return (
      <Select label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.notSet}</option>
        {attribute.type === 'boolean' ? (
          <>
            <option value="true">{t.yes}</option>
            <option value="false">{t.no}</option>
          </>
        ) : (
          attribute.optionList.map((option) => (
            <option key={option.id} value={option.value}>
              {option.value}
            </option>
          ))
        )}
      </Select>
    );
  }
  return (
    <Input
      label={label}
      value={value}
      maxLength={1000}
      inputMode={attribute.type === 'number' ? 'decimal' : undefined}
      error={invalid ? t.numberInvalid : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
