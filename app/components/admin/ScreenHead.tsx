/**
 * An edit screen's heading with its buttons, the save (and publish) buttons last. On a phone those
 * sit in a bar under the heading that stays at the top of the screen while a long form scrolls,
 * in reach at any point of it; the other buttons stay beside the heading.
 */
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '../../admin/usePhone';

export function ScreenHead({ heading, actions, save }: { heading: string; actions: ReactNode; save: ReactNode }) {
  const phone = usePhone();
  return (
    <>
      <div className="admin-page__head">
        <h1 id="page-title">{heading}</h1>
        {/* On a phone these take two lines where they need them. */}
        <Space wrap>
          {actions}
          {phone ? null : save}
        </Space>
      </div>
      {phone ? (
        <div className="admin-page__actions">
          <Space>{save}</Space>
        </div>
      ) : null}
    </>
  );
}
