/** Renders back-office components as the admin layout does: with its i18next instance in a language. */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Lang } from '../../contract/languages';
import { createAdminI18n } from '../../app/admin/i18n';

export function renderInAdmin(ui: ReactNode, lang: Lang = 'en_US') {
  const i18n = createAdminI18n(lang);
  const wrap = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}

/**
 * A user for user-event without its check of CSS `pointer-events` on every ancestor at each click:
 * with antd's styles in jsdom that check costs seconds per test, and nothing here sets it.
 */
export function fastUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
