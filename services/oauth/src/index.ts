export { OauthServiceModule, OAUTH_SERVICE } from './oauth.module.js';
