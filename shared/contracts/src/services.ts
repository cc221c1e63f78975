/** The nine back-end services of the portal (ARCHITECTURE.md). */
export const SERVICE_NAMES = [
  'oauth',
  'system',
  'vehicle',
  'document',
  'diagnosis',
  'job',
  'log',
  'search',
  'fileconverter',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
