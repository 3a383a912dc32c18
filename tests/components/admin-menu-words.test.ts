/**
 * The back office's menu names its content as the screens do (issue 46.5): a group is named as
 * the items it holds and the headings of their screens ("News" holds "News" and "News folders"),
 * and honours are honours everywhere in a language, as the German menu already did.
 */
import { describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/admin/de_DE';
import { en_US } from '../../app/i18n/admin/en_US';
import { zh_CN } from '../../app/i18n/admin/zh_CN';

describe('the admin menu\'s words', () => {
  it('in English: News holds News and News folders, Cases holds Cases and Case folders, and honours are Honours', () => {
    const { menu } = en_US;
    expect([menu.news, menu.newsList, menu.newsFolders]).toEqual(['News', 'News', 'News folders']);
    expect([menu.cases, menu.casesList, menu.casesFolders]).toEqual(['Cases', 'Cases', 'Case folders']);
    expect(menu.honors).toBe('Honours');
  });

  it('in Chinese: 新闻 holds 新闻 and 新闻文件夹, 案例 holds 案例 and 案例文件夹, and honours are 荣誉', () => {
    const { menu } = zh_CN;
    expect([menu.news, menu.newsList, menu.newsFolders]).toEqual(['新闻', '新闻', '新闻文件夹']);
    expect([menu.cases, menu.casesList, menu.casesFolders]).toEqual(['案例', '案例', '案例文件夹']);
    expect(menu.honors).toBe('荣誉');
  });

  it.each([
    ['en_US', en_US],
    ['de_DE', de_DE],
    ['zh_CN', zh_CN],
  ] as const)('in %s: an honour is called the same in the menu, counts, audit log and media library', (_lang, words) => {
    const { menu } = words;
    const honour = words.audit.entities.honour.toLowerCase();
    expect(menu.honors.toLowerCase()).toContain(honour);
    expect(words.media.usageType.honour.toLowerCase()).toBe(honour);
    expect(words.bulk.items.honors_one.toLowerCase()).toContain(honour);
  });
});
