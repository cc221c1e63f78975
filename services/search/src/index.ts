export { SearchServiceModule, SEARCH_SERVICE } from './search.module.js';
export { SearchIndexer } from './index/search-indexer.js';
