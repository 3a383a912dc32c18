/** The buttons of one entry of a form list (a section, a photo...): move up, move down, remove. */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

interface ListEntryButtonsProps {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  /** The labels also as tooltips. */
  titled?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

export function ListEntryButtons({ index, count, labels, titled = false, onMove, onRemove }: ListEntryButtonsProps) {
  const tip = (label: string) => (titled ? label : undefined);
  return (
    <Space size={0}>
      <Button type="text" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={labels.up} title={tip(labels.up)} onClick={() => onMove(index, index - 1)} />
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={labels.down}
        title={tip(labels.down)}
        onClick={() => onMove(index, index + 1)}
      />
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={labels.remove} title={tip(labels.remove)} onClick={onRemove} />
    </Space>
  );
}
