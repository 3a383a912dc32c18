/**
 * A copy of an edit form's unsaved values in this browser's storage, per signed-in account and per
 * screen address (one item, or "new") and, for a dialog, the item it edits; written a moment after
 * each change and when the page goes away. Never for forms that hold a password. After a reload, a crash or a sign-in that ended elsewhere, opening the same form offers it
 * back; a save, "discard" or leaving after agreeing to lose the changes removes it. Copies older than a week are dropped.
 */
import { type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lossWasAgreed } from './useUnsavedChanges';

const PREFIX = 'draft:v1:';
const WRITE_DELAY_MS = 700;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface LocalDraft {
  savedAt: number;
  values: unknown;
}

function readDraft(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft;
    if (typeof draft.savedAt !== 'number' || Date.now() - draft.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}

/** Drops every copy that is past its age, so storage does not fill with forgotten forms. */
function pruneDrafts(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) readDraft(key);
    }
  } catch {
    // Storage unavailable.
  }
}

export interface LocalDraftControl {
  /** A kept copy that differs from what the form shows, until restored or discarded. */
  offer: LocalDraft | null;
  /** Call on every change of the form's values. */
  changed: () => void;
  restore: () => void;
  discard: () => void;
}

export function useLocalDraft<Values>({
  form,
  account,
  ready,
  dirty,
  scope = '',
}: {
  form: FormInstance<Values>;
  account: number;
  /** The form shows the stored item (loaded), so a kept copy can be compared with it. */
  ready: boolean;
  dirty: boolean;
  /** Tells apart the forms of one screen, e.g. the dialog of one banner: `banner:<no>`. */
  scope?: string;
}): LocalDraftControl {
  const location = useLocation();
  const key = `${PREFIX}${account}:${location.pathname}${location.search}${scope ? `#${scope}` : ''}`;
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const offered = useRef<string | null>(null);
  const written = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const offerRef = useRef(offer);
  offerRef.current = offer;

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    // While a kept copy waits for an answer, it is not overwritten.
    if (offerRef.current) return;
    try {
      const values: unknown = form.getFieldsValue(true);
      localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
      written.current = key;
    } catch {
      // Storage full or unavailable: the form still works, without the safety copy.
    }
  }, [form, key]);

  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(write, WRITE_DELAY_MS);
  }, [write]);

  // Once the form shows the stored item, offer a kept copy that differs from it.
  useEffect(() => {
    if (!ready || offered.current === key) return;
    offered.current = key;
    pruneDrafts();
    const draft = readDraft(key);
    if (!draft) return;
    if (JSON.stringify(draft.values) === JSON.stringify(form.getFieldsValue(true))) removeDraft(key);
    else setOffer(draft);
  }, [ready, key, form]);

  // Saved: the copy has served its purpose (under the address it was written at, e.g. "new").
  const wasDirty = useRef(dirty);
  useEffect(() => {
    if (wasDirty.current && !dirty) {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (written.current) removeDraft(written.current);
      removeDraft(key);
      written.current = null;
    }
    wasDirty.current = dirty;
  }, [dirty, key]);

  // Leaving the page (reload, closing the tab) writes a pending change at once; leaving it after
  // agreeing to lose the unsaved changes (a revision restored over them) drops the copy instead,
  // else the reloaded form would offer back what the restore was asked to replace.
  useEffect(() => {
    const flush = () => {
      if (lossWasAgreed()) {
        clearTimeout(timer.current);
        timer.current = undefined;
        if (written.current) removeDraft(written.current);
        removeDraft(key);
      } else if (timer.current !== undefined) write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [write, key]);

  const restore = useCallback(() => {
    if (!offer) return;
    form.setFieldsValue(offer.values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    setOffer(null);
  }, [form, offer]);

  const discard = useCallback(() => {
    removeDraft(key);
    setOffer(null);
  }, [key]);

  return { offer, changed, restore, discard };
}
