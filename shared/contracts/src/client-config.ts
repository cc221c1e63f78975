import { z } from 'zod';
import { ADMIN_FUNCTIONS } from './permissions.js';
import { BASE_NAMES, BASES, GENERAL_TIMEOUT_MS } from './bases.js';
import { LIMITS, TIMINGS, WATERMARK } from './limits.js';
import { DEFAULT_LANGUAGE, LANGUAGES, OVERSEAS_DEFAULT_LANGUAGE } from './languages.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SIMPLE_TABLE_PAGE_SIZES } from './page-sizes.js';

export const ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** What the SPA needs to know about the deployment before anyone signs in. */
export const clientConfigSchema = z.object({
  overseas: z.boolean(),
  environment: z.enum(ENVIRONMENTS),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  bases: z.record(z.string(), z.object({ timeoutMs: z.number() })),
  generalTimeoutMs: z.number(),
  pageSizes: z.array(z.number()),
  simpleTablePageSizes: z.array(z.number()),
  defaultPageSize: z.number(),
  limits: z.record(z.string(), z.unknown()),
  timings: z.record(z.string(), z.number()),
  watermark: z.record(z.string(), z.number()),
  adminFunctions: z.array(z.object({ permission: z.string(), i18nKey: z.string() })),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export function buildClientConfig(deployment: { overseas: boolean; environment: Environment }): ClientConfig {
  return {
    ...deployment,
    defaultLanguage: deployment.overseas ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE,
    languages: [...LANGUAGES],
    bases: Object.fromEntries(BASE_NAMES.map((b) => [b, { timeoutMs: BASES[b].timeoutMs }])),
    generalTimeoutMs: GENERAL_TIMEOUT_MS,
    pageSizes: [...PAGE_SIZES],
    simpleTablePageSizes: [...SIMPLE_TABLE_PAGE_SIZES],
    defaultPageSize: DEFAULT_PAGE_SIZE,
    limits: LIMITS,
    timings: TIMINGS,
    watermark: WATERMARK,
    adminFunctions: ADMIN_FUNCTIONS.map((f) => ({ ...f })),
  };
}
