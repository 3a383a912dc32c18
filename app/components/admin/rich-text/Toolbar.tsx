/**
 * The formatting toolbar: one tab stop (a roving tabindex, WAI-ARIA toolbar pattern). Arrow keys,
 * Home and End move inside it, Escape returns to the text. The button last focused keeps the tab
 * stop while it can be used; otherwise the first usable button has it.
 */
import { Fragment, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from 'antd';
import type { Tool } from './tools';

export interface ToolbarProps {
  tools: Tool[];
  /** False while the editor starts or is disabled: every button is then disabled. */
  ready: boolean;
  label: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
  /** Escape: back to the text. */
  onLeave: () => void;
}

/** Moves the focus to the toolbar's tab stop (Alt+F10 in the text). */
export function focusToolbar(toolbar: HTMLDivElement | null): void {
  toolbar?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
}

export function Toolbar({ tools, ready, label, toolbarRef, onLeave }: ToolbarProps) {
  const [focusKey, setFocusKey] = useState('undo');
  const usable = tools.filter((tool) => ready && tool.enabled);
  const tabStop = usable.find((tool) => tool.key === focusKey)?.key ?? usable[0]?.key;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || buttons.length === 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % buttons.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + buttons.length) % buttons.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = buttons.length - 1;
        break;
      case 'Escape':
        event.preventDefault();
        onLeave();
        return;
      default:
        return;
    }
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <div ref={toolbarRef} className="rte__toolbar" role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <Fragment key={tool.key}>
          {tool.group && index > 0 ? <span className="rte__divider" aria-hidden="true" /> : null}
          <Button
            size="small"
            color={tool.pressed ? 'primary' : 'default'}
            variant={tool.pressed ? 'filled' : 'text'}
            icon={tool.icon}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            disabled={!ready || !tool.enabled}
            tabIndex={tool.key === tabStop ? 0 : -1}
            onFocus={() => setFocusKey(tool.key)}
            // Keep the text's selection when the toolbar is used with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          />
        </Fragment>
      ))}
    </div>
  );
}
