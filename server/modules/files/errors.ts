/** The refusals of the upload check, as AppErrors the error handler words in the request's language. */
import { AppError, badRequest } from '../../http/errors.js';

/** Same wording of a byte limit as the error handler uses for the multipart limit. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Seconds a client is asked to wait when every upload slot is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const fileTypeNotAllowed = () => new AppError(415, 'fileTypeNotAllowed');
export const fileTooLarge = (limitBytes: number) => new AppError(413, 'fileTooLarge', { limit: formatBytes(limitBytes) });
export const fileMissing = () => badRequest('fileMissing');
export const imageTooLarge = () => badRequest('imageTooLarge');
export const imageUnreadable = () => badRequest('imageUnreadable');
export const animationTooLarge = (limitPixels: number) => badRequest('animationTooLarge', { limit: Math.round(limitPixels / 1_000_000) });
export const svgTooManyElements = (limit: number) => new AppError(413, 'svgTooManyElements', { limit });
export const svgTooDeep = (limit: number) => new AppError(413, 'svgTooDeep', { limit });
/** A worker ran out of memory or time on the file: the file's fault, not the server's. */
export const fileTooComplex = () => new AppError(422, 'fileTooComplex');
export const uploadsBusy = (limit: number) =>
  new AppError(429, 'uploadsBusy', { limit }, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
/** Resized variants waiting for a worker past the queue's length. */
export const processingBusy = () =>
  new AppError(429, 'tooManyRequests', {}, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
export const multipartMalformed = () => badRequest('multipartMalformed');
