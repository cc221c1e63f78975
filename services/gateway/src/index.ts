export { registerEdge, sendError, baseOfUrl, type EdgeOptions } from './edge.js';
export { configureGateway } from './gateway.js';
export { parseRange } from './range.js';
