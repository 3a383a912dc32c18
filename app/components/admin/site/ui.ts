/** What the parts of the site settings screen share: their styles and the names of the list buttons. */
import { useTranslation } from 'react-i18next';

export const styles = {
  section: { fontSize: '1.05rem', margin: '1.5rem 0 0.75rem' },
  help: { color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 },
  warning: { color: '#ad4e00' },
  tabError: { color: '#cf1322', marginInlineStart: 6 },
  changed: { color: '#1f2a44', fontWeight: 700, marginInlineStart: 4 },
} as const;

/** The names of the buttons that move or remove an entry of a list. */
export function useEntryLabels() {
  const { t } = useTranslation();
  return (name: string) => ({ up: t('site.moveUp', { name }), down: t('site.moveDown', { name }), remove: t('site.remove', { name }) });
}
