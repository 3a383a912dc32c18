/**
 * A vertical list that staff reorder (catalog folders, banners, practice areas, jobs, offices...).
 * Three ways to move a row, each ending in exactly one `onMove(sourceId, targetId)` with the API's
 * array-move semantics (the source takes the target's place, PRODUCT.md 3 "Reordering"):
 * dragging the handle with a pointer; the handle from the keyboard (Space or Enter to pick up,
 * arrow keys, Space or Enter to drop, Escape to cancel), with dnd-kit's screen-reader
 * announcements in the admin's words; and "move up" / "move down" buttons on every row.
 * The new order shows at once and rolls back if `onMove` rejects; new `items` from the parent
 * (a reload) replace it. `readOnly` shows the order alone, for someone who may not change it.
 */
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export interface SortableListLabels {
  /** Accessible name of a row's drag handle. */
  moveHandle: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  /** How the drag handle reads to a screen reader instead of "button". */
  roleDescription: string;
  /** Read when the drag handle gets focus. */
  instructions: string;
  pickedUp: (name: string, position: number, total: number) => string;
  movedTo: (name: string, position: number, total: number) => string;
  notOver: (name: string) => string;
  dropped: (name: string, position: number, total: number) => string;
  cancelled: (name: string, position: number, total: number) => string;
  /** The move was refused (onMove rejected) and the row went back. */
  failed: (name: string, position: number, total: number) => string;
  /** A row's name until its text is known, when no `getName` is given. */
  item: (position: number) => string;
}

export const defaultSortableListLabels: SortableListLabels = {
  moveHandle: (name) => `Move ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  roleDescription: 'drag handle',
  instructions:
    'To pick up the item, press Space or Enter. Use the up and down arrow keys to move it, then press Space or Enter to drop it in its new place, or Escape to cancel.',
  pickedUp: (name, position, total) => `Picked up ${name}. It is at position ${position} of ${total}.`,
  movedTo: (name, position, total) => `${name} moved to position ${position} of ${total}.`,
  notOver: (name) => `${name} is not over a place in the list.`,
  dropped: (name, position, total) => `${name} dropped at position ${position} of ${total}.`,
  cancelled: (name, position, total) => `Moving was cancelled. ${name} is back at position ${position} of ${total}.`,
  failed: (name, position, total) => `${name} could not be moved and is back at position ${position} of ${total}.`,
  item: (position) => `Item ${position}`,
};

export interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Words that name an item in the controls and announcements; by default the row's text. */
  getName?: (item: T) => string;
  /** Called once per completed move: `sourceId` takes `targetId`'s place. */
  onMove: (sourceId: number, targetId: number) => Promise<void> | void;
  labels?: Partial<SortableListLabels>;
  disabled?: boolean;
  /**
   * The rows in their order with no drag handle and no move buttons: for someone who may not
   * reorder (a reviewer, whose sort calls the server refuses).
   */
  readOnly?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

// Rows only move up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function SortableList<T>({
  items,
  getId,
  renderItem,
  getName,
  onMove,
  labels: labelOverrides,
  disabled: disabledGiven = false,
  readOnly = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: SortableListProps<T>) {
  // A translation that is missing (undefined) keeps the English default.
  const disabled = disabledGiven || readOnly;
  const labels = { ...defaultSortableListLabels, ...Object.fromEntries(Object.entries(labelOverrides ?? {}).filter(([, text]) => text !== undefined)) };
  const contextId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const names = useRef(new Map<number, string>());
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  // The shown order: the parent's items, or the optimistic order after a move. New items from the
  // parent (a different list, not just a new array of the same rows) replace it.
  const [source, setSource] = useState(items);
  const [order, setOrder] = useState(items);
  if (items !== source) {
    setSource(items);
    if (!sameItems(items, source)) setOrder(items);
  }

  const ids = useMemo(() => order.map(getId), [order, getId]);
  const total = ids.length;
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const nameOf = (id: UniqueIdentifier) => names.current.get(Number(id)) ?? labels.item(positionOf(id));

  async function move(sourceId: number, targetId: number, announce: boolean) {
    const from = ids.indexOf(sourceId);
    const to = ids.indexOf(targetId);
    if (busy || disabled || from < 0 || to < 0 || from === to) return;
    const before = order;
    const after = arrayMove(order, from, to);
    const name = nameOf(sourceId);
    setOrder(after);
    setBusy(true);
    if (announce) setStatus(labels.movedTo(name, to + 1, total));
    try {
      await onMove(sourceId, targetId);
    } catch {
      // The caller reports the error; the list shows the order the server still has.
      setOrder((current) => (current === after ? before : current));
      setStatus(labels.failed(name, from + 1, total));
    } finally {
      setBusy(false);
    }
  }

  function moveBy(id: number, step: -1 | 1) {
    const target = ids[ids.indexOf(id) + step];
    if (target === undefined) return;
    focusAfterMove.current = { id, direction: step < 0 ? 'up' : 'down' };
    void move(id, target, true);
  }

  // A row moved to the first or last place loses the button just used; keep focus in the row.
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const row = listRef.current?.querySelector(`[data-sortable-id="${pending.id}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[data-move="${pending.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    if (button && document.activeElement !== button) button.focus();
  }, [order]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => labels.pickedUp(nameOf(active.id), positionOf(active.id), total),
    onDragOver: ({ active, over }) =>
      over ? labels.movedTo(nameOf(active.id), positionOf(over.id), total) : labels.notOver(nameOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? labels.dropped(nameOf(active.id), positionOf(over.id), total)
        : labels.cancelled(nameOf(active.id), positionOf(active.id), total),
    onDragCancel: ({ active }) => labels.cancelled(nameOf(active.id), positionOf(active.id), total),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) void move(Number(active.id), Number(over.id), false);
  }

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.instructions } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol
          ref={listRef}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-busy={busy || undefined}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
        >
          {order.map((item, index) => {
            const id = ids[index] ?? getId(item);
            return (
              <SortableRow
                key={id}
                id={id}
                position={index + 1}
                total={total}
                givenName={getName?.(item)}
                names={names.current}
                labels={labels}
                disabled={disabled}
                readOnly={readOnly}
                onMoveUp={() => moveBy(id, -1)}
                onMoveDown={() => moveBy(id, 1)}
              >
                {renderItem(item)}
              </SortableRow>
            );
          })}
        </ol>
      </SortableContext>
      <div role="status" style={visuallyHidden}>
        {status}
      </div>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  position: number;
  total: number;
  givenName: string | undefined;
  names: Map<number, string>;
  labels: SortableListLabels;
  disabled: boolean;
  readOnly: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  children: ReactNode;
}

function SortableRow({ id, position, total, givenName, names, labels, disabled, readOnly, onMoveUp, onMoveDown, children }: SortableRowProps) {
  const { token } = theme.useToken();
  const contentRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: labels.roleDescription },
  });

  // Without getName, a row is named by its own text, read once it is on the page and again
  // whenever the content given to the row changes.
  useEffect(() => {
    if (givenName !== undefined) return;
    const next = (contentRef.current?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    setText((current) => (current === next ? current : next));
  }, [givenName, children]);
  const name = givenName ?? (text || labels.item(position));
  useEffect(() => {
    names.set(id, name);
  });
  useEffect(() => () => void names.delete(id), [names, id]);

  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 8px',
    background: token.colorBgContainer,
    border: `1px solid ${isDragging ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    boxShadow: isDragging ? token.boxShadowSecondary : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    transform: CSS.Translate.toString(transform),
    transition,
  };

  return (
    <li ref={setNodeRef} data-sortable-id={id} style={style}>
      {readOnly ? null : (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          icon={<HolderOutlined />}
          disabled={disabled}
          {...attributes}
          {...listeners}
          aria-label={labels.moveHandle(name)}
          title={labels.moveHandle(name)}
          style={{ cursor: disabled ? undefined : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        />
      )}
      <div ref={contentRef} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </div>
      {readOnly ? null : (
        <>
          <Button
            type="text"
            data-move="up"
            icon={<ArrowUpOutlined />}
            aria-label={labels.moveUp(name)}
            title={labels.moveUp(name)}
            disabled={disabled || position === 1}
            onClick={onMoveUp}
          />
          <Button
            type="text"
            data-move="down"
            icon={<ArrowDownOutlined />}
            aria-label={labels.moveDown(name)}
            title={labels.moveDown(name)}
            disabled={disabled || position === total}
            onClick={onMoveDown}
          />
        </>
      )}
    </li>
  );
}

export default SortableList;
