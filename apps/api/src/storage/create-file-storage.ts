import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The configured backend: S3-compatible when `S3_ENDPOINT` is set, local disk under `STORAGE_DIR` otherwise. */
export function createFileStorage(config: AppConfig['storage']): FileStorage {
  return config.s3 !== undefined
    ? new S3FileStorage(config.s3, config.publicBaseUrl)
    : new LocalFileStorage(config.dir, config.publicBaseUrl);
}
