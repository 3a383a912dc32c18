/**
 * Direction and BCP 47 tag of a locale, for the public pages (`<html lang dir>`, `hreflang`,
 * `Intl`): read from the locale catalogue (contract/locale-catalogue.ts, decision 0078), the one
 * place that knows the locales' names, directions and tags.
 */
export { bcp47Of as bcp47, directionOf } from '../../contract/locale-catalogue.js';
