/** Screens only administrators may open: an editor sees a 403 page instead (the API refuses too). */
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAdministrator } from './context';

export function RequireAdministrator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!useIsAdministrator()) return <Result status="403" title="403" subTitle={t('common.forbidden')} />;
  return <>{children}</>;
}
