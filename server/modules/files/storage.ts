/**
 * Where uploaded files live. The service speaks only to this interface, so the local disk (the
 * default) and S3-compatible object storage (for several instances sharing their files) are interchangeable.
 * Paths are the stored paths of the files module (`2026/11/<hex>.<ext>`), never client input
 * that has not been checked against the stored-path pattern.
 */
export interface StoredObject {
  data: Buffer;
  size: number;
  /** When the object was written; with the size it makes the ETag. */
  modified: Date;
}

export interface FileStorage {
  /** Writes the whole object; readers never see a half-written one. */
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(path: string): Promise<StoredObject | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the object; no error when it is already gone. */
  delete(path: string): Promise<void>;
  /**
   * Resolves when the store answers, throws its error otherwise: what `/readyz` asks of a store
   * across the network (the local disk has nothing to ask). Bounded to a few seconds.
   */
  checkReachable?(): Promise<void>;
}
