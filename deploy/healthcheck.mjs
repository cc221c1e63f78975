// Container health check of every TIS process (Dockerfile HEALTHCHECK, compose).
// Asks the process's own health route on loopback and exits 0 only for an HTTP 2xx whose
// envelope, if any, says '000000'. A service's route reports its database, event bus and
// storage (shared/nest health.ts). Kubernetes probes call the same paths directly.
//
//   SERVICE           which process this is (set in the image, overridden per service)
//   TIS_PORT          its HTTP port (compose: 3000 for services, 8080 for the gateway;
//                     8080 when unset, like the platform config)
//   HEALTHCHECK_PATH  optional override of the path below

const PATHS = {
  // the gateway's own route (services/gateway/src/gateway.ts); it does not call upstreams
  gateway: '/tis/healthz',
  oauth: '/tis/api/oauth/health',
  system: '/tis/api/systemService/health',
  vehicle: '/tis/api/vehicleService/health',
  document: '/tis/api/documentService/health',
  diagnosis: '/tis/api/diagnosisService/health',
  job: '/tis/api/jobService/health',
  log: '/tis/api/logService/health',
  search: '/tis/api/searchService/health',
  fileconverter: '/tis/api/fileconverter/health',
  // The embedded process boots every module, so the oauth module's route answers there.
  'all-in-one': '/tis/api/oauth/health',
};

const service = process.env.SERVICE ?? '';
const path = process.env.HEALTHCHECK_PATH || PATHS[service];
if (!path) {
  console.error(`healthcheck: unknown SERVICE "${service}" and no HEALTHCHECK_PATH`);
  process.exit(1);
}
const port = process.env.TIS_PORT || '8080';
const url = `http://127.0.0.1:${port}${path}`;

try {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(4000),
  });
  const text = await res.text();
  if (!res.ok) {
    console.error(`healthcheck: ${url} answered HTTP ${res.status}`);
    process.exit(1);
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && 'code' in body && body.code !== '000000') {
    console.error(`healthcheck: ${url} answered code ${String(body.code)}`);
    process.exit(1);
  }
  process.exit(0);
} catch (err) {
  console.error(`healthcheck: ${url} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
