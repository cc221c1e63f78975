export { duplicateError, updateVersioned } from '@tis/nest';

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The one item of a list built from one row. */
export function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined || items.length !== 1) throw new Error(`expected exactly one item, got ${items.length}`);
  return item;
}
