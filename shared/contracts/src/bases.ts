import type { ServiceName } from './services.js';

/** Path prefix of the whole portal and of its API (spec section 7). */
export const TIS_PREFIX = '/tis';
export const API_PREFIX = '/tis/api';

export interface BaseRoute {
  /** The service that owns every path under this base. */
  readonly owner: ServiceName;
  /** Time the spec's client waits for an answer (section 7). */
  readonly timeoutMs: number;
  /** The oauth client posts form-urlencoded bodies. */
  readonly formUrlEncoded?: boolean;
}

const S120 = 120_000;
const S300 = 300_000;

/**
 * Every service base of spec section 7, its owner and its timeout.
 * One table: the gateway routes by it, the SPA's clients take their timeouts from it.
 */
export const BASES = {
  viewer: { owner: 'document', timeoutMs: S120 },
  sas: { owner: 'document', timeoutMs: S120 },
  fileconverter: { owner: 'fileconverter', timeoutMs: S300 },
  devtool: { owner: 'diagnosis', timeoutMs: S120 },
  oauth: { owner: 'oauth', timeoutMs: S120, formUrlEncoded: true },
  vds: { owner: 'diagnosis', timeoutMs: S120 },
  oauthService: { owner: 'oauth', timeoutMs: S120 },
  systemService: { owner: 'system', timeoutMs: S120 },
  searchService: { owner: 'search', timeoutMs: S120 },
  documentService: { owner: 'document', timeoutMs: S300 },
  diagnosisService: { owner: 'diagnosis', timeoutMs: S300 },
  jobService: { owner: 'job', timeoutMs: S300 },
  logService: { owner: 'log', timeoutMs: S300 },
  vehicleService: { owner: 'vehicle', timeoutMs: S300 },
} as const satisfies Record<string, BaseRoute>;

export type BaseName = keyof typeof BASES;

export const BASE_NAMES = Object.keys(BASES) as BaseName[];

/** The "general" client of spec section 7: base /api, 300 s. */
export const GENERAL_TIMEOUT_MS = S300;

export function isBaseName(value: string): value is BaseName {
  return Object.prototype.hasOwnProperty.call(BASES, value);
}

/** The bases a service owns, in table order. */
export function basesOf(service: ServiceName): BaseName[] {
  return BASE_NAMES.filter((base) => BASES[base].owner === service);
}
