/**
 * FileStorage in an S3-compatible bucket (AWS S3, MinIO, R2, ...), so that every instance of the
 * site reads and writes the same files. Keys are the stored paths, under an optional prefix.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredObject } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** Folder the keys live under, for a bucket shared with other data; '' or unset for none. */
  prefix?: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How long the readiness probe waits for the bucket, the SDK's retries included. */
const REACHABLE_TIMEOUT_MS = 2_000;

/** A missing key, as opposed to a missing bucket or a refusal, which must not pass for "no file". */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // The SDK's default checksums on every request are not understood by every S3-compatible
    // service; checksums stay on for the calls that require them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');

  function key(relative: string): string {
    // A second fence behind the stored-path pattern, as on the local disk: the key names one
    // object below the prefix, whatever an endpoint makes of `.` and `..`.
    if (relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      throw new Error(`storage path not a plain relative path: ${JSON.stringify(relative)}`);
    }
    return prefix ? `${prefix}/${relative}` : relative;
  }

  return {
    async put(relative, data, contentType) {
      // One PUT writes the object whole: readers see the old object or the new one.
      await client.send(new PutObjectCommand({ Bucket, Key: key(relative), Body: data, ContentType: contentType }));
    },

    async get(relative): Promise<StoredObject | null> {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key(relative) }));
        const bytes = response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
        const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        // The write time comes from the bucket, so every instance gives the same ETag.
        return { data, size: data.length, modified: response.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(relative) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(relative) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async checkReachable() {
      // The cheapest call that proves the endpoint answers and the bucket is there for these credentials.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
    },

    async delete(relative) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(relative) }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible services answer NoSuchKey instead.
        if (!isMissing(error)) throw error;
      }
    },
  };
}
