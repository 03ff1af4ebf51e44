export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
export { ApiError, hasErrorCode, isApiError, type ApiErrorDetail, type ApiErrorKind } from './api-error';
export { unwrap, type CallResult } from './unwrap';
export { toFormData } from './form-data';
export { fileNameFromContentDisposition, saveBlob, unwrapFile, type DownloadedFile } from './download';
export { fetchWithUploadProgress, type UploadProgress } from './upload-progress';
