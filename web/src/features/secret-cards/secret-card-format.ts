import dayjs from 'dayjs';
import type { SecretCardStatus } from './api/secret-cards-api';

/** A time of the card screens, in the browser's zone; empty when absent. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

export const STATUS_COLORS: Record<SecretCardStatus, string> = { unused: 'green', used: 'blue', void: 'default' };
