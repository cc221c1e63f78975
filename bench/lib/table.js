/**
 * Plain-text table of the bench results: one row per compared figure.
 *
 * A row is { scenario, metric, ours, baseline, ratio, target, result } of display strings;
 * `result` is 'pass', 'FAIL' or 'info' (a figure reported without a target).
 */

export const COLUMNS = [
  { key: 'scenario', title: 'scenario' },
  { key: 'metric', title: 'metric' },
  { key: 'ours', title: 'ours', align: 'right' },
  { key: 'baseline', title: 'baseline', align: 'right' },
  { key: 'ratio', title: 'ratio', align: 'right' },
  { key: 'target', title: 'target' },
  { key: 'result', title: 'result' },
];

/** @param {readonly Record<string, string>[]} rows @returns {string} */
export function formatTable(rows, columns = COLUMNS) {
  const cells = rows.map((row) => columns.map((c) => String(row[c.key] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(columns.map((c) => c.title)), rule, ...cells.map(line)].join('\n');
}

/** Number with fixed decimals and thousands separators (e.g. 12,345.6). */
export function fmt(value, decimals = 0) {
  if (value === undefined || value === null || Number.isNaN(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Like fmt, with a sign for positive values too (+1.25, -0.40). */
export function fmtSigned(value, decimals = 0) {
  if (value === undefined || value === null || Number.isNaN(value)) return '-';
  return `${value >= 0 ? '+' : ''}${fmt(value, decimals)}`;
}
