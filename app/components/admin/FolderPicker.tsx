/**
 * antd's TreeSelect for picking a folder. Its input points `aria-controls` and `aria-owns` at
 * `<id>_list`, an element that the tree popup never renders (it does for a plain Select), so
 * assistive technology is told about a popup that does not exist; the popup gets that id here.
 * The id is the one Form.Item gives the control.
 */
import { TreeSelect, type TreeSelectProps } from 'antd';

export function FolderPicker(props: TreeSelectProps) {
  return <TreeSelect {...props} popupRender={(menu) => <div id={props.id ? `${props.id}_list` : undefined}>{menu}</div>} />;
}
