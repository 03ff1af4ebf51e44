import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';

const t = ru.adminCatalogue.common;

/** 'Не длиннее {max} символов'. */
export const tooLong = (max: number) => t.tooLong.replace('{max}', String(max));

/** A required text of at most `max` characters (after trimming). */
export const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', t.required),
    v.check((value) => value.trim().length <= max, tooLong(max)),
  );

/** An optional text of at most `max` characters (after trimming). */
export const optionalText = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim().length <= max, tooLong(max)),
  );

/** An optional position: empty, or a whole number from 0 (the contract's `integer, minimum: 0`). */
export const optionalPosition = () =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() === '' || /^\d{1,9}$/.test(value.trim()), t.positionInvalid),
  );

/** SPEC 5: an empty text is sent as null (trimmed first, so spaces alone count as empty). */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A position field's value for the API: a number, or undefined when empty (the API puts it last). */
export function positionOrUndefined(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A position for the form's text input. */
export function positionText(position: number | undefined): string {
  return position === undefined ? '' : String(position);
}
