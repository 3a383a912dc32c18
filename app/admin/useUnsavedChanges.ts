/** Asks before leaving a form with unsaved changes: in-app navigation, closing the tab or a dialog. */
import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';

/** The question, with "leave" as the dangerous answer (also asked before a screen swaps what it edits: another language). */
export function useLeaveQuestion() {
  const { t } = useTranslation();
  const { modal } = AntdApp.useApp();
  return useCallback(
    (answers: { onOk: () => void; onCancel?: () => void }) => {
      modal.confirm({ title: t('common.unsaved'), okText: t('common.leave'), cancelText: t('common.stay'), okButtonProps: { danger: true }, ...answers });
    },
    [modal, t],
  );
}

/** Set once the person agreed to lose what is unsaved, by another question than the browser's. */
let lossAgreed = false;

/**
 * Loads the screen anew without the browser asking to leave, for an action whose own question
 * said unsaved changes are lost (restoring a revision): a second question, answered "stay", would
 * keep the old text in the form, and its next save would overwrite what was just restored.
 */
export function reloadAfterAgreedLoss(): void {
  lossAgreed = true;
  window.location.reload();
}

/** The page goes away after the person agreed to lose what is unsaved (reloadAfterAgreedLoss). */
export function lossWasAgreed(): boolean {
  return lossAgreed;
}

export function useUnsavedChanges(dirty: boolean): void {
  const ask = useLeaveQuestion();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask({ onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!lossAgreed) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Replaces the address once the form counts as saved, as after the first save of a new item:
 * asked for in the same update as `setDirty(false)`, the navigation would still meet the guard.
 */
export function useNavigateWhenSaved(dirty: boolean): (path: string) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target && !dirty) {
      setTarget(null);
      void navigate(target, { replace: true });
    }
  }, [target, dirty, navigate]);

  return setTarget;
}

/** Closing a dialog: at once when nothing is unsaved, else after the user confirms. */
export function useConfirmClose(dirty: boolean, onClose: () => void): () => void {
  const ask = useLeaveQuestion();
  return () => {
    if (dirty) ask({ onOk: onClose });
    else onClose();
  };
}
