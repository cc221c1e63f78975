/**
 * `@tis/nest/testing`: the harness that starts real local servers as child processes for the
 * medium and smoke tests (see ARCHITECTURE.md, "Tests"). System binaries come from
 * scripts/ensure-test-deps.sh.
 */
export { freePort } from './free-port.js';
export {
  createRunDir,
  ProcessStartError,
  removeRunDir,
  runToCompletion,
  startProcess,
  tcpAccepts,
  type ExitStatus,
  type ManagedProcess,
  type ReadyCondition,
  type SpawnOptions,
} from './process.js';
export { startMariaDb, type MariaDbServer, type StartMariaDbOptions } from './mariadb.js';
export { startKafkaMock, type KafkaMock, type StartKafkaMockOptions } from './kafka-mock.js';
export { startS3, type S3Server, type StartS3Options } from './s3.js';
export { startRedis, type RedisServer, type StartRedisOptions } from './redis.js';
export { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from './databases.js';
export { keyPagePlan, queryPlan, sentQueries, type KeyPagePlan, type PlanRow } from './query-plan.js';
export { call, eventually, multipartBody, pngBytes, sizedPng, type CallResult } from './http.js';
export { attemptLogin, DEMO_PASSWORDS, type DemoUser, encryptPassword, loginAs, postLogin, type LoginAttempt } from './login.js';
export { startOidcProvider, type OidcTestAccount, type OidcTestProvider, type OidcTestProviderOptions } from './oidc-provider.js';
export { seededRandom } from './seeded-random.js';
export { resourcesDuring, sheetRowXml, xlsxBomb, xlsxOf, zipOf, type BombOptions } from './workbooks.js';
