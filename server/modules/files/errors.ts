/** The refusals of the upload check, as AppErrors the error handler words in the request's language. */
import { AppError, badRequest } from '../../http/errors.js';

/** Same wording of a byte limit as the error handler uses for the multipart limit. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const fileTypeNotAllowed = () => new AppError(415, 'fileTypeNotAllowed');
export const fileTooLarge = (limitBytes: number) => new AppError(413, 'fileTooLarge', { limit: formatBytes(limitBytes) });
export const fileMissing = () => badRequest('fileMissing');
export const imageTooLarge = () => badRequest('imageTooLarge');
export const imageUnreadable = () => badRequest('imageUnreadable');
