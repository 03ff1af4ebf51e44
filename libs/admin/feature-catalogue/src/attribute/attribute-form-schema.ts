import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import type { Attribute, AttributeType, AttributeUpsertBody } from '../api/catalogue-api';
import {
  optionalPosition,
  optionalText,
  positionOrUndefined,
  positionText,
  requiredText,
  textOrNull,
} from '../shared/form-rules';

const m = ru.adminCatalogue.attribute.form;

/** The contract's attribute types, in the order the form offers them. */
export const ATTRIBUTE_TYPES: readonly AttributeType[] = ['string', 'number', 'boolean', 'enum'];

/** One option of an enum attribute: a saved one keeps its id (so products keep their value). */
export interface AttributeOptionValue {
  id: string | null;
  value: string;
}

/** What the attribute form holds. */
export interface AttributeFormValues {
  title: string;
  type: AttributeType;
  unit: string;
  isFilterable: boolean;
  position: string;
  attributeGroupId: string;
  optionList: AttributeOptionValue[];
}

/** The form fields an API failure may point at. */
export const ATTRIBUTE_FORM_FIELDS = ['title', 'type', 'unit', 'position', 'attributeGroupId', 'optionList'] as const;

/** The contract's limits (AttributeUpsertRequest). */
export const ATTRIBUTE_LIMITS = { title: 200, unit: 30, option: 200, options: 500 } as const;

/** The valibot schema of the attribute form: an enum needs options, all filled and different. */
export const attributeFormSchema = v.pipe(
  v.object({
    title: requiredText(ATTRIBUTE_LIMITS.title),
    type: v.picklist(ATTRIBUTE_TYPES),
    unit: optionalText(ATTRIBUTE_LIMITS.unit),
    isFilterable: v.boolean(),
    position: optionalPosition(),
    attributeGroupId: v.string(),
    optionList: v.pipe(
      v.array(v.object({ id: v.nullable(v.string()), value: requiredText(ATTRIBUTE_LIMITS.option) })),
      v.maxLength(ATTRIBUTE_LIMITS.options),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['optionList']],
      ({ type, optionList }) => type !== 'enum' || optionList.length > 0,
      m.optionsRequired,
    ),
    ['optionList'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['optionList']],
      ({ type, optionList }) => {
        if (type !== 'enum') return true;
        const values = optionList.map((option) => option.value.trim().toLocaleLowerCase('ru'));
        return new Set(values).size === values.length;
      },
      m.optionsDuplicate,
    ),
    ['optionList'],
  ),
);

/** The `upsertAttribute` body (id null creates); options go only with an enum, in the order shown. */
export function toAttributeBody(attributeId: string | null, values: AttributeFormValues): AttributeUpsertBody {
  const position = positionOrUndefined(values.position);
  return {
    id: attributeId,
    title: values.title.trim(),
    type: values.type,
    unit: textOrNull(values.unit),
    isFilterable: values.isFilterable,
    attributeGroupId: values.attributeGroupId === '' ? null : values.attributeGroupId,
    ...(position === undefined ? {} : { position }),
    ...(values.type === 'enum'
      ? { optionList: values.optionList.map(({ id, value }) => ({ id, value: value.trim() })) }
      : {}),
  };
}

/** The form's starting values: a new attribute (optionally in a group), or the one being edited. */
export function attributeFormDefaults(attribute?: Attribute): AttributeFormValues {
  return {
    title: attribute?.title ?? '',
    type: attribute?.type ?? 'string',
    unit: attribute?.unit ?? '',
    isFilterable: attribute?.isFilterable ?? false,
    position: positionText(attribute?.position),
    attributeGroupId: attribute?.attributeGroup?.id ?? '',
    optionList: [...(attribute?.optionList ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ id, value }) => ({ id, value })),
  };
}
