import { declareSearchable, PUBLISHED_DOCUMENT, searchText } from '@tis/nest';
import { brandsOf, Bulletin, userTypesOf } from './bulletin.entity.js';

/** Published notices in the search (issue 17), for the user types and brands they target. */
export const BULLETIN_SEARCH = declareSearchable<Bulletin>({
  kind: 'bulletin',
  service: 'system',
  entity: Bulletin,
  published: PUBLISHED_DOCUMENT,
  entries(rows) {
    return Promise.resolve(
      rows.map((row) => ({
        title: row.title,
        text: searchText(row.content),
        codes: [],
        terms: [],
        brandCode: null,
        seriesCode: null,
        language: null,
        userTypes: userTypesOf(row),
        brandCodes: brandsOf(row),
        publishedAt: (row.publishTime ?? row.updatedAt).toISOString(),
      })),
    );
  },
});
