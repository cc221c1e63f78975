import type { SearchEntry } from '@tis/contracts';

/** What a published document of the case rules has that places its search entry. */
interface ScopedRow {
  brandCode: string;
  seriesCode: string;
  publishTime: Date | null;
  updatedAt: Date;
}

/**
 * The scope of a published document's search entry (issue 17): the readers of its brand find it
 * under its brand and series, whatever their user type, dated by its publication.
 */
export function documentSearchScope(row: ScopedRow): Pick<SearchEntry, 'brandCode' | 'seriesCode' | 'userTypes' | 'brandCodes' | 'publishedAt'> {
  return { brandCode: row.brandCode, seriesCode: row.seriesCode, userTypes: null, brandCodes: [], publishedAt: (row.publishTime ?? row.updatedAt).toISOString() };
}
