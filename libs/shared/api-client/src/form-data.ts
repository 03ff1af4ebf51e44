/**
 * openapi-fetch `bodySerializer` for multipart calls: skips empty values (SPEC 5, profile
 * update sends only non-empty fields), keeps Blobs as files and stringifies the rest.
 * @example api.PATCH('/api/v1/user/current/update/info', { body, bodySerializer: toFormData })
 */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}
