/**
 * Inserting an image: upload a file (or pick one from the media library), then ask for its text
 * alternative in a dialog, then insert it. A new upload, a cancel or the editor going away makes an
 * upload still running obsolete: its answer is then dropped (`run` counts the attempts).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { fileUrl, uploadFile } from '../../../admin/api';
import { describeUploadError, matchesAccept } from '../ImageUpload';
import type { MediaFile } from '../../../../contract/media';
import { altInLanguage } from '../MediaPicker';
import { insertImageThenParagraph } from './commands';
import type { RichTextEditorLabels } from './labels';

/** What the image button's file picker offers, and all the editor inserts as an image. */
export const IMAGE_FILES = 'image/*';

export interface ImageDraft {
  run: number;
  progress: number;
  /** The stored file, once uploaded. */
  path: string | null;
  alt: string;
  error: string | null;
}

export function useImageInsertion(editor: Editor | null, labels: RichTextEditorLabels, lang: string | undefined, onError: (text: string) => void) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [draft, setDraft] = useState<ImageDraft | null>(null);
  const runs = useRef(0);

  useEffect(() => {
    const current = runs;
    return () => {
      current.current += 1;
    };
  }, []);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The picker's filter is a hint ("All files" gets past it): a PDF showed as a broken image.
    if (!matchesAccept(file, IMAGE_FILES)) {
      onError(labels.notAnImage);
      return;
    }
    const run = ++runs.current;
    setDraft({ run, progress: 0, path: null, alt: '', error: null });
    try {
      const path = await uploadFile(file, (percent) => {
        if (runs.current === run) setDraft((d) => (d && d.run === run ? { ...d, progress: percent } : d));
      });
      if (runs.current !== run) return;
      setDraft((d) => (d && d.run === run ? { ...d, progress: 100, path } : d));
    } catch (cause) {
      if (runs.current !== run) return;
      setDraft(null);
      onError(describeUploadError(cause, { timeout: labels.uploadTimeout, failed: labels.uploadFailed }));
    }
  }

  function onLibraryPick(file: MediaFile) {
    setPicking(false);
    // The dialog then asks for the text alternative, offering the library's for this text's language.
    setDraft({ run: ++runs.current, progress: 100, path: file.path, alt: altInLanguage(file, lang), error: null });
  }

  function insert() {
    if (!editor || !draft?.path) return;
    const alt = draft.alt.trim();
    if (!alt) {
      setDraft((d) => d && { ...d, error: labels.imageAltRequired });
      return;
    }
    const src = fileUrl(draft.path);
    if (src) insertImageThenParagraph(editor, { src, alt });
    setDraft(null);
  }

  return {
    draft,
    picking,
    fileInputRef,
    chooseFile: () => fileInputRef.current?.click(),
    chooseFromLibrary: () => setPicking(true),
    closeLibrary: () => setPicking(false),
    onFileChosen,
    onLibraryPick,
    setAlt: (alt: string) => setDraft((d) => d && { ...d, alt, error: null }),
    insert,
    cancel: () => {
      runs.current += 1;
      setDraft(null);
    },
  };
}

export type ImageInsertion = ReturnType<typeof useImageInsertion>;
