/**
 * The back office quotes the words visitors see while the site is in maintenance or closed: the
 * quotes must be those words, in each language, or staff look for a page that says otherwise.
 */
import { expect, it } from 'vitest';
import { SPEC_LANGUAGES } from '../../contract/languages';
import { de_DE as adminDe } from '../../app/i18n/admin/de_DE';
import { en_US as adminEn } from '../../app/i18n/admin/en_US';
import { zh_CN as adminZh } from '../../app/i18n/admin/zh_CN';
import { de_DE as publicDe } from '../../app/i18n/messages/de_DE';
import { en_US as publicEn } from '../../app/i18n/messages/en_US';
import { zh_CN as publicZh } from '../../app/i18n/messages/zh_CN';

const admin = { de_DE: adminDe, en_US: adminEn, zh_CN: adminZh };
const pages = { de_DE: publicDe, en_US: publicEn, zh_CN: publicZh };

/** What a text quotes, „…“ or “…”, in lower case (a quote inside a sentence starts small in English). */
const quoted = (text: string) => [...text.matchAll(/[“„]([^“”]+)[”“]/g)].map((match) => match[1]!.toLowerCase());

it('quotes the status screen title as visitors read it, in every language', () => {
  for (const lang of SPEC_LANGUAGES) {
    const words = admin[lang];
    const maintenance = pages[lang].status.maintenanceTitle.toLowerCase();
    const closed = pages[lang].status.closedTitle.toLowerCase();
    expect([words.statusBanner.maintenance, words.siteStatus.maintenance.visitors, words.siteStatus.maintenance.confirm].flatMap(quoted), lang).toEqual([maintenance, maintenance, maintenance]);
    expect([words.statusBanner.closed, words.siteStatus.closed.visitors, words.siteStatus.closed.confirm].flatMap(quoted), lang).toEqual([closed, closed, closed]);
  }
});
