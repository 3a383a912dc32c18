/**
 * Times in the firm's time zone (issue 46, decision 0070): schedule times are shown and entered in
 * the zone the administrators set (`/admin/portal-config/time-zone`), whatever the browser's zone,
 * and always with the zone named ("4 Dec 2026, 13:35 London time"). They still travel as ISO 8601
 * with their offset.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../contract/firm-time-zone';
import type { Lang } from '../../contract/languages';
import { useContext } from 'react';
import { AdminSessionContext } from './context';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The cities of the zones a firm in London, Frankfurt and Shanghai (and its neighbours) is likely to set. */
const CITIES: Record<string, Partial<Record<Lang, string>>> = {
  'Europe/London': { de_DE: 'London', zh_CN: '伦敦' },
  'Europe/Berlin': { de_DE: 'Berlin', zh_CN: '柏林' },
  'Europe/Paris': { de_DE: 'Paris', zh_CN: '巴黎' },
  'Europe/Zurich': { de_DE: 'Zürich', zh_CN: '苏黎世' },
  'Europe/Vienna': { de_DE: 'Wien', en_US: 'Vienna', zh_CN: '维也纳' },
  'Asia/Shanghai': { de_DE: 'Shanghai', zh_CN: '上海' },
  'Asia/Hong_Kong': { de_DE: 'Hongkong', en_US: 'Hong Kong', zh_CN: '香港' },
  'America/New_York': { de_DE: 'New York', zh_CN: '纽约' },
  UTC: { de_DE: 'UTC', zh_CN: 'UTC' },
};

/** The firm's zone as the back office read it (Europe/London until read, or outside the back office's frame). */
export function useFirmTimeZone(): string {
  return useContext(AdminSessionContext)?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** "London" for Europe/London, in the admin's language where it differs. */
export function zoneCity(zone: string, lang: Lang): string {
  return CITIES[zone]?.[lang] ?? zone.split('/').pop()!.replace(/_/g, ' ');
}

/** The date and time of `iso` in `zone`, without the zone's name: "4 Dec 2026, 13:35". */
export function wallTime(iso: string, zone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang.replace('_', '-'), {
    timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A DatePicker's value for `iso`: the wall time in `zone`, as the picker shows it. */
export function toPickerValue(iso: string | null | undefined, zone: string): Dayjs | null {
  return iso ? dayjs(iso).tz(zone) : null;
}

/** The ISO time (with the zone's offset) of the wall time a DatePicker shows, read as a time in `zone`. */
export function fromPickerValue(picked: Dayjs | null, zone: string): string | null {
  return picked ? dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), zone).format() : null;
}

/** Words for times in the firm's zone, in the admin's language. */
export function useFirmTime() {
  const { t, i18n } = useTranslation();
  const zone = useFirmTimeZone();
  const lang = i18n.language as Lang;
  const city = zoneCity(zone, lang);
  return {
    zone,
    /** "London time": beside a time input. */
    zoneName: t('firmTime.zoneName', { city }),
    /** "4 Dec 2026, 13:35 London time". */
    format: (iso: string) => t('firmTime.at', { time: wallTime(iso, zone, lang), city }),
  };
}
