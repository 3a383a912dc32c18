/**
 * CSV as spreadsheets read it (RFC 4180, CRLF, a byte-order mark so Excel reads UTF-8), with the
 * OWASP defence against formula injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return is prefixed with an apostrophe, so a spreadsheet shows it as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const CSV_BOM = '\uFEFF';
