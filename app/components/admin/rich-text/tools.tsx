/** The toolbar's buttons, in order: label, icon, what they do, and when they are pressed or usable. */
import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import Icon, {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  FileImageOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { commands } from './commands';
import type { RichTextEditorLabels } from './labels';
import type { ToolbarState } from './toolbar-state';

export interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  enabled: boolean;
  /** A toggle: reported with aria-pressed. */
  pressed?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

/** What the buttons open instead of changing the text themselves. */
export interface ToolDialogs {
  openLink: () => void;
  uploadImage: () => void;
  pickImage: () => void;
}

function QuoteSvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M160 576c0-150 84-262 238-330l34 68c-90 44-136 104-140 166h132v288H160V576zm416 0c0-150 84-262 238-330l34 68c-90 44-136 104-140 166h132v288H576V576z" />
    </svg>
  );
}

function JustifySvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M128 176h768v72H128zm0 200h768v72H128zm0 200h768v72H128zm0 200h768v72H128z" />
    </svg>
  );
}

function Glyph({ children }: { children: string }) {
  return (
    <span className="rte__glyph" aria-hidden="true">
      {children}
    </span>
  );
}

export function toolbarTools(editor: Editor | null, s: ToolbarState | null, labels: RichTextEditorLabels, dialogs: ToolDialogs): Tool[] {
  // Buttons are disabled until the editor exists, so `run` is only called with one.
  const on = (command: (editor: Editor) => unknown) => () => {
    if (editor) command(editor);
  };
  return [
    { key: 'undo', label: labels.undo, icon: <UndoOutlined />, run: on(commands.undo), enabled: !!s?.canUndo },
    { key: 'redo', label: labels.redo, icon: <RedoOutlined />, run: on(commands.redo), enabled: !!s?.canRedo },
    // The visible glyph starts the accessible name (WCAG 2.5.3, label in name).
    { key: 'h2', group: true, label: `H2 · ${labels.heading2}`, icon: <Glyph>H2</Glyph>, pressed: !!s?.h2, run: on((e) => commands.heading(e, 2)), enabled: !!s?.canHeading },
    { key: 'h3', label: `H3 · ${labels.heading3}`, icon: <Glyph>H3</Glyph>, pressed: !!s?.h3, run: on((e) => commands.heading(e, 3)), enabled: !!s?.canHeading },
    { key: 'h4', label: `H4 · ${labels.heading4}`, icon: <Glyph>H4</Glyph>, pressed: !!s?.h4, run: on((e) => commands.heading(e, 4)), enabled: !!s?.canHeading },
    { key: 'bold', group: true, label: labels.bold, icon: <BoldOutlined />, pressed: !!s?.bold, run: on(commands.bold), enabled: !!s?.canBold },
    { key: 'italic', label: labels.italic, icon: <ItalicOutlined />, pressed: !!s?.italic, run: on(commands.italic), enabled: !!s?.canItalic },
    { key: 'underline', label: labels.underline, icon: <UnderlineOutlined />, pressed: !!s?.underline, run: on(commands.underline), enabled: !!s?.canUnderline },
    { key: 'strike', label: labels.strike, icon: <StrikethroughOutlined />, pressed: !!s?.strike, run: on(commands.strike), enabled: !!s?.canStrike },
    { key: 'clear', label: labels.clearFormatting, icon: <ClearOutlined />, run: on(commands.clearFormatting), enabled: !!s },
    { key: 'bulletList', group: true, label: labels.bulletList, icon: <UnorderedListOutlined />, pressed: !!s?.bulletList, run: on(commands.bulletList), enabled: !!s?.canBulletList },
    { key: 'orderedList', label: labels.orderedList, icon: <OrderedListOutlined />, pressed: !!s?.orderedList, run: on(commands.orderedList), enabled: !!s?.canOrderedList },
    { key: 'blockquote', label: labels.blockquote, icon: <Icon component={QuoteSvg} aria-hidden />, pressed: !!s?.blockquote, run: on(commands.blockquote), enabled: !!s?.canBlockquote },
    { key: 'rule', label: labels.horizontalRule, icon: <LineOutlined />, run: on(commands.rule), enabled: !!s?.canRule },
    { key: 'alignLeft', group: true, label: labels.alignLeft, icon: <AlignLeftOutlined />, pressed: !!s?.alignLeft, run: on(commands.alignLeft), enabled: !!s?.canAlign },
    { key: 'alignCenter', label: labels.alignCenter, icon: <AlignCenterOutlined />, pressed: !!s?.alignCenter, run: on((e) => commands.align(e, 'center', !!s?.alignCenter)), enabled: !!s?.canAlign },
    { key: 'alignRight', label: labels.alignRight, icon: <AlignRightOutlined />, pressed: !!s?.alignRight, run: on((e) => commands.align(e, 'right', !!s?.alignRight)), enabled: !!s?.canAlign },
    { key: 'alignJustify', label: labels.alignJustify, icon: <Icon component={JustifySvg} aria-hidden />, pressed: !!s?.alignJustify, run: on((e) => commands.align(e, 'justify', !!s?.alignJustify)), enabled: !!s?.canAlign },
    { key: 'link', group: true, label: labels.link, icon: <LinkOutlined />, pressed: !!s?.link, run: dialogs.openLink, enabled: !!s },
    { key: 'unlink', label: labels.unlink, icon: <DisconnectOutlined />, run: on(commands.unlink), enabled: !!s?.link },
    { key: 'image', label: labels.image, icon: <PictureOutlined />, run: dialogs.uploadImage, enabled: !!s?.canImage },
    { key: 'imageFromLibrary', label: labels.imageFromLibrary, icon: <FileImageOutlined />, run: dialogs.pickImage, enabled: !!s?.canImage },
    { key: 'table', group: true, label: labels.insertTable, icon: <TableOutlined />, run: on(commands.insertTable), enabled: !!s?.canTable },
    { key: 'addRow', label: labels.addRow, icon: <InsertRowBelowOutlined />, run: on(commands.addRow), enabled: !!s?.canAddRow },
    { key: 'deleteRow', label: labels.deleteRow, icon: <DeleteRowOutlined />, run: on(commands.deleteRow), enabled: !!s?.canDeleteRow },
    { key: 'addColumn', label: labels.addColumn, icon: <InsertRowRightOutlined />, run: on(commands.addColumn), enabled: !!s?.canAddColumn },
    { key: 'deleteColumn', label: labels.deleteColumn, icon: <DeleteColumnOutlined />, run: on(commands.deleteColumn), enabled: !!s?.canDeleteColumn },
    { key: 'deleteTable', label: labels.deleteTable, icon: <DeleteOutlined />, run: on(commands.deleteTable), enabled: !!s?.canDeleteTable },
  ];
}
