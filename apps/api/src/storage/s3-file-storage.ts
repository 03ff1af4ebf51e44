import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { assertSafeLocation, publicUrlOf, type FileRef, type FileStorage, type StoredObject } from './file-storage';

/** Files in S3-compatible object storage (path-style URLs, SigV4 via aws4fetch); one S3 bucket per storage bucket. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(
    private readonly config: S3Config,
    private readonly publicBaseUrl: string,
    // Injected so tests can check the signed requests without a server.
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 2,
    });
  }

  async put(bucket: string, path: string, body: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send(bucket, path, {
      method: 'PUT',
      body: body as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': contentType },
    });
    await this.expectOk(response, 'PUT', bucket, path);
  }

  async get(bucket: string, path: string): Promise<StoredObject | null> {
    const response = await this.send(bucket, path, { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await this.expectOk(response, 'GET', bucket, path);
    const body = Buffer.from(await response.arrayBuffer());
    return {
      body,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: body.length,
    };
  }

  async delete(bucket: string, path: string): Promise<void> {
    const response = await this.send(bucket, path, { method: 'DELETE' });
    if (response.status === 404) return;
    await this.expectOk(response, 'DELETE', bucket, path);
  }

  publicUrl(ref: FileRef): string {
    return publicUrlOf(this.publicBaseUrl, ref);
  }

  private async send(bucket: string, path: string, init: RequestInit): Promise<Response> {
    assertSafeLocation(bucket, path);
    // aws4fetch sends UNSIGNED-PAYLOAD for S3; signing the body's hash lets the store reject a corrupted upload.
    const payload = init.body instanceof Uint8Array ? init.body : new Uint8Array();
    const headers = new Headers(init.headers);
    headers.set('x-amz-content-sha256', createHash('sha256').update(payload).digest('hex'));
    const request = await this.client.sign(`${this.config.endpoint}/${bucket}${path}`, { ...init, headers });
    return this.fetchImpl(request);
  }

  private async expectOk(response: Response, method: string, bucket: string, path: string): Promise<void> {
    if (response.ok) {
      if (method !== 'GET') await response.body?.cancel();
      return;
    }
    const text = await response.text().catch(() => '');
    // The message goes to the log only (toErrorReply hides it); it names the object, never credentials.
    throw new Error(`S3 ${method} ${bucket}${path} failed: ${response.status} ${text.slice(0, 300)}`);
  }
}
