/**
 * Language enums of the API description follow the site's languages (decision 0082). The schemas
 * name the whole locale catalogue, since the set is read at run time (contract/content.ts `lang`);
 * the document, made once the app is configured, lists the site's languages in their place.
 */
import { CATALOGUE_CODES } from '../../contract/locale-catalogue.js';
import { siteLanguages } from '../../contract/site-languages.js';
import { LANGUAGE_KEYS } from '../../contract/content.js';

function isCatalogueEnum(value: unknown): boolean {
  return Array.isArray(value) && value.length === CATALOGUE_CODES.length && value.every((code, index) => code === CATALOGUE_CODES[index]);
}

/** The document with every catalogue-wide enum replaced by the site's languages, in picker order. */
export function siteLanguageEnums<T extends object>(document: T): T {
  const languages = [...siteLanguages().languages];
  const pending: unknown[] = [document];
  while (pending.length) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      pending.push(...(node as unknown[]));
      continue;
    }
    const record = node as Record<string, unknown>;
    if (isCatalogueEnum(record.enum)) record.enum = [...languages];
    // A record keyed by language (contract/content.ts `byLanguage`): one named property per language.
    if (record[LANGUAGE_KEYS] === true) {
      const value = record.additionalProperties;
      delete record[LANGUAGE_KEYS];
      delete record.propertyNames;
      record.properties = Object.fromEntries(languages.map((code) => [code, value]));
      record.additionalProperties = false;
    }
    pending.push(...Object.values(record));
  }
  return document;
}
