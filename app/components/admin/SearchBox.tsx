/** A list's search field: typing only edits the text; Enter, the button or clearing searches. */
import { Input } from 'antd';
import { useState } from 'react';

export function SearchBox({ label, initial, onSearch, width }: { label: string; initial: string; onSearch: (value: string) => void; width: number }) {
  const [text, setText] = useState(initial);
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => onSearch(value)}
      style={{ width }}
    />
  );
}
