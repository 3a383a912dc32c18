/**
 * The image parts of the editor: the hidden file input behind "Upload an image", the media library
 * behind "Insert an image from the media library", and the dialog that shows the upload's progress
 * and asks for the text alternative. The flow itself is in image-insertion.ts.
 */
import { useId } from 'react';
import type { Editor } from '@tiptap/react';
import { Input, Modal, Progress } from 'antd';
import { fileUrl } from '../../../admin/api';
import { MediaPicker } from '../MediaPicker';
import { IMAGE_FILES, type ImageInsertion } from './image-insertion';
import type { RichTextEditorLabels } from './labels';

export interface ImageDialogProps {
  editor: Editor | null;
  image: ImageInsertion;
  labels: RichTextEditorLabels;
}

export function ImageDialog({ editor, image, labels }: ImageDialogProps) {
  const altId = `${useId()}-image-alt`;
  const { draft } = image;
  return (
    <>
      <input ref={image.fileInputRef} type="file" accept={IMAGE_FILES} hidden tabIndex={-1} aria-hidden="true" onChange={(event) => void image.onFileChosen(event)} />
      <MediaPicker open={image.picking} onClose={image.closeLibrary} onPick={image.onLibraryPick} />
      <Modal
        open={draft !== null}
        title={labels.imageTitle}
        okText={labels.insert}
        okButtonProps={{ disabled: !draft?.path }}
        onOk={image.insert}
        onCancel={image.cancel}
        afterClose={() => editor?.commands.focus()}
        focusable={{ focusTriggerAfterClose: false }}
        destroyOnHidden
      >
        {draft ? (
          <div className="rte-dialog">
            {draft.path ? (
              <img className="rte-dialog__preview" src={fileUrl(draft.path, 320)} alt="" />
            ) : (
              <Progress percent={draft.progress} aria-label={labels.uploading} />
            )}
            <label className="rte-dialog__label" htmlFor={altId}>
              {labels.imageAlt}
            </label>
            <Input
              id={altId}
              autoFocus
              value={draft.alt}
              maxLength={300}
              status={draft.error ? 'error' : undefined}
              aria-required
              aria-invalid={draft.error ? true : undefined}
              aria-describedby={`${altId}-help ${altId}-error`}
              onChange={(event) => image.setAlt(event.target.value)}
              onPressEnter={(event) => {
                event.preventDefault();
                image.insert();
              }}
            />
            <div id={`${altId}-help`} className="rte-dialog__help">
              {labels.imageAltHelp}
            </div>
            <div id={`${altId}-error`} className="rte-dialog__error" role="alert">
              {draft.error}
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
