/**
 * Stored files in an S3 bucket (AWS S3 or any S3-compatible service: MinIO, Ceph, R2, B2...), so that every
 * server process reads what any of them stored. Object keys are the storage paths ("photos/7-ab12.jpg").
 */
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import {
  MEDIA_PREFIX,
  checkedStoragePath,
  contentTypeOf,
  isStoragePath,
  type FileStorage,
  type StoredFile,
} from './storage.ts';

/**
 * The SDK is imported here, when a bucket is configured, and not at start: a server on its own folder never
 * pays for it in memory (ADR 30). A static import would be hoisted to the top of the compiled server.
 */
export async function openS3Storage(settings: S3Settings): Promise<FileStorage> {
  return new S3Storage(await import('@aws-sdk/client-s3'), settings);
}

class S3Storage implements FileStorage {
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  constructor(
    private readonly sdk: typeof S3,
    settings: S3Settings,
  ) {
    this.bucket = settings.bucket;
    const otherService = settings.endpoint !== undefined;
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Most S3-compatible services (and a local one) have no per-bucket host names: /bucket/key.
      forcePathStyle: otherService,
      // Without keys the SDK's own chain answers: environment, shared profile, container or instance role.
      credentials: settings.credentials,
      // The SDK's default CRC checksum headers are refused by several S3-compatible services (B2, older
      // MinIO); AWS itself keeps them.
      ...(otherService
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async put(relativePath: string, contents: string | Buffer): Promise<string> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedStoragePath(relativePath),
        Body: contents,
        // /media/ answers by the name's extension; this is for whoever looks at the bucket itself.
        ContentType: contentTypeOf(relativePath),
      }),
    );
    return `${MEDIA_PREFIX}${relativePath}`;
  }

  async read(relativePath: string): Promise<StoredFile | undefined> {
    if (!isStoragePath(relativePath)) return undefined;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: relativePath }),
      );
      // In Node the body is always a Readable (the HTTP response itself).
      if (!(object.Body instanceof Readable)) throw new Error('The S3 object body is not a Node stream');
      return { body: object.Body, size: object.ContentLength };
    } catch (err) {
      // Only a missing object is a 404; a missing bucket or refused credentials are the server's fault.
      if (err instanceof this.sdk.NoSuchKey) return undefined;
      throw err;
    }
  }

  async remove(relativePath: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStoragePath(relativePath) }),
    );
  }
}
