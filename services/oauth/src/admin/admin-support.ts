
/** A 'date' column's value as 'YYYY-MM-DD' (drivers answer a string or a Date). */
export function dayOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
