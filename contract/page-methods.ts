/**
 * The methods a page address takes, for the `Allow` header of an OPTIONS answer or a 405. Pages
 * are read; the disclaimer's form, which works without JavaScript, is also posted (with its
 * `.data` twin, the address React Router posts to when JavaScript runs).
 */
const FORM_ADDRESSES = new Set(['/disclaimer/accept', '/disclaimer/accept.data']);

const READ_METHODS = 'GET, HEAD';
export const FORM_METHODS = 'GET, HEAD, POST';

export function methodsOfPage(path: string): string {
  return FORM_ADDRESSES.has(path) ? FORM_METHODS : READ_METHODS;
}
