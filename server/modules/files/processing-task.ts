/**
 * What the request thread hands an upload worker and what comes back. Only plain data crosses
 * the thread boundary, so a refusal travels as its status, message key and variables.
 */
import type { MessageKey, MessageVars } from '../../i18n/translate.js';
import type { RasterExt } from './images.js';
import type { FileExt, VariantFormat, VariantWidth } from './kinds.js';

export type ProcessingTask =
  /** Count, clean and measure an SVG. */
  | { kind: 'svg'; data: Uint8Array }
  /** Re-encode a raster image in its own format. */
  | { kind: 'raster'; ext: RasterExt; data: Uint8Array }
  /** A variant of a stored image at most `width` wide. */
  | { kind: 'resize'; ext: FileExt; width: VariantWidth; format: VariantFormat; data: Uint8Array };

export type ProcessingOutcome =
  | { ok: true; data: Uint8Array; width: number | null; height: number | null }
  | { ok: false; status: number; key: MessageKey; vars: MessageVars };
