export { SearchServiceModule, SEARCH_SERVICE } from './search.module.js';
