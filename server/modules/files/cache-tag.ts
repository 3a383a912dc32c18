/**
 * The cache tag of an uploaded file's answers (the original and every resized variant): a proxy
 * in front keeps them for a year (they never change), so deleting the file purges them by it.
 */
export const uploadCacheTag = (storedPath: string): string => `upload:${storedPath}`;
