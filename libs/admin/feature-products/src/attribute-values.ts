import { ru } from '@shop/i18n-ru';
import type { Attribute } from './lookups-api';
import type { AttributeValueInput, ProductAttributeGroup } from './products-api';

/** What the attributes form holds per attribute id: the typed text, 'true'/'false' for flags, '' = not set. */
export type AttributeDraft = Record<string, string>;

/** Attributes of one group, as the page shows them (null group last). */
export interface AttributeSection {
  groupId: string | null;
  title: string;
  attributes: Attribute[];
}

/** Attributes grouped by attribute group: groups by position then title, attributes by position; 'Без группы' last. */
export function toAttributeSections(attributes: readonly Attribute[]): AttributeSection[] {
  const sections = new Map<string | null, AttributeSection & { position: number }>();
  for (const attribute of attributes) {
    const group = attribute.attributeGroup;
    const key = group?.id ?? null;
    const section = sections.get(key) ?? {
      groupId: key,
      title: group?.title ?? ru.adminProducts.attributes.noGroup,
      position: group ? group.position : Number.POSITIVE_INFINITY,
      attributes: [],
    };
    section.attributes.push(attribute);
    sections.set(key, section);
  }
  return [...sections.values()]
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'ru'))
    .map(({ groupId, title, attributes: list }) => ({
      groupId,
      title,
      attributes: [...list].sort((a, b) => a.position - b.position),
    }));
}

/** The draft of saved values: numbers and flags as text, so every input is a controlled string. */
export function attributeDraftOf(groups: readonly ProductAttributeGroup[]): AttributeDraft {
  return Object.fromEntries(
    groups.flatMap((group) => group.attributeValueList.map((value) => [value.attributeId, String(value.value)])),
  );
}

/** A Russian decimal ('12,5', '1 000') as a number, or null. */
export function parseAttributeNumber(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * The `replaceProductAttributes` list of a draft (values typed per attribute: number, boolean, or
 * text for string and enum), or the ids of attributes whose number does not parse. Empty = not set.
 */
export function toAttributeValueList(
  attributes: readonly Attribute[],
  draft: AttributeDraft,
): { values: AttributeValueInput[]; invalid: string[] } {
  const values: AttributeValueInput[] = [];
  const invalid: string[] = [];
  for (const attribute of attributes) {
    const text = (draft[attribute.id] ?? '').trim();
    if (text === '') continue;
    if (attribute.type === 'number') {
      const number = parseAttributeNumber(text);
      if (number === null) invalid.push(attribute.id);
      else values.push({ attributeId: attribute.id, value: number });
    } else if (attribute.type === 'boolean') {
      values.push({ attributeId: attribute.id, value: text === 'true' });
    } else {
      values.push({ attributeId: attribute.id, value: text });
    }
  }
  return { values, invalid };
}
