/**
 * The warning of a save refused because someone else wrote what it saves since the screen read it
 * (412; decisions 0100 and 0101, readings in edit-reading.ts).
 */
import { App as AntdApp } from 'antd';
import { Fragment, createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.js';

/**
 * Says a refused save in a warning that stays until read, with the server's words after `about`
 * (which of a screen's records, when it saves several); the screen keeps what was typed. `saved`
 * says first what the same save wrote before it was refused (a screen saving its records one after
 * another), so the warning's "nothing was saved" is read as the refused record's. True when
 * `error` was one.
 */
export function useEditConflictWarning(): (error: unknown, about?: string, saved?: string) => boolean {
  const { t } = useTranslation();
  const { modal } = AntdApp.useApp();
  return useCallback(
    (error: unknown, about?: string, saved?: string) => {
      if (!(error instanceof ApiError) || error.status !== 412) return false;
      const refusal = about ? `${about}: ${error.message}` : error.message;
      modal.warning({
        title: t('editConflict.title'),
        content: saved ? createElement(Fragment, null, createElement('p', null, saved), createElement('p', null, refusal)) : refusal,
      });
      return true;
    },
    [modal, t],
  );
}
