/**
 * A row's button for an action that cannot be taken back (delete an item, disable an account):
 * asks first, naming what it acts on, and acts once confirmed; the confirmation's OK button spins
 * until the action is done and the question closes only then (antd awaits the promise).
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitedByAntd } from '../../admin/awaited-by-antd';

interface ConfirmedButtonProps {
  /** What the action is called on its button and its OK ("Delete" unless given). */
  action?: string;
  /** The row's name, read after the action by screen readers ("Delete: Tax news"). */
  name: string;
  /** The question; "Delete «name»?" unless given. */
  question?: string;
  /** A line under the question: what follows from the action. */
  hint?: string;
  icon?: ReactNode;
  size?: 'small';
  /** The action's name as a tooltip too (where the row's other buttons have theirs). */
  titled?: boolean;
  /** Why the action cannot be taken on this row: the button is off, and says so on hover and to screen readers. */
  disabledBecause?: string;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmedButton({ action, name, question, hint, icon = <DeleteOutlined />, size, titled = false, disabledBecause, onConfirm }: ConfirmedButtonProps) {
  const { t } = useTranslation();
  const label = action ?? t('common.delete');
  if (disabledBecause) {
    return (
      <Tooltip title={disabledBecause}>
        <Button type="text" danger disabled size={size} icon={icon} aria-label={`${label}: ${name}`} aria-description={disabledBecause} />
      </Tooltip>
    );
  }
  const button = <Button type="text" danger size={size} icon={icon} aria-label={`${label}: ${name}`} />;
  return (
    <Popconfirm
      title={question ?? t('common.confirmDelete', { name })}
      description={hint}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      classNames={{ root: 'admin-question', icon: 'admin-question__icon' }}
      onConfirm={awaitedByAntd(onConfirm)}
    >
      {titled ? <Tooltip title={label}>{button}</Tooltip> : button}
    </Popconfirm>
  );
}
