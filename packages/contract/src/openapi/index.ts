export { buildOpenApi, operationIdOf, whoOf } from './build-openapi';
export { renderApiMarkdown } from './api-markdown';
export { API_TITLE, API_VERSION } from './words';
