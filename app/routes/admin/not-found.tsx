/** An admin address that does not exist. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function AdminNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common.noData')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('common.back')}
        </Button>
      }
    />
  );
}
