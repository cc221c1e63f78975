export { OauthServiceModule, OAUTH_SERVICE } from './oauth.module.js';
// The seeder, for the test of a re-run on an existing database.
export { IdentitySeeder } from './seed/identity-seeder.js';
