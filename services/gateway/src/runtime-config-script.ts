import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the server knows of the deployment that the SPA reads from `window.__TIS_CONFIG__` (web/src/app/runtime-config.ts). */
export interface ServerDeployment {
  overseas: boolean;
  environment: 'production' | 'staging' | 'development';
}

const DEFAULT_SCRIPT = 'window.__TIS_CONFIG__ = window.__TIS_CONFIG__ || {};\n';

/**
 * `/tis/config.js`: the deployment's own file (web/public/config.js, which a site may overwrite),
 * then the server's settings (TIS_OVERSEAS, TIS_ENVIRONMENT) for every key that file leaves unset —
 * so a portal started as overseas or production shows that in the SPA without editing a file.
 */
export function runtimeConfigScript(webRoot: string, deployment: ServerDeployment): string {
  const file = join(webRoot, 'config.js');
  const own = existsSync(file) ? readFileSync(file, 'utf8') : DEFAULT_SCRIPT;
  // The environment's name in the test notice stays the deployment file's (the SPA says "test" without one).
  const defaults = { overseas: deployment.overseas, production: deployment.environment === 'production' };
  return (
    `${own.trimEnd()}\n` +
    `(function (c, d) { for (var k in d) if (c[k] === undefined) c[k] = d[k]; })` +
    `(window.__TIS_CONFIG__ = window.__TIS_CONFIG__ || {}, ${JSON.stringify(defaults)});\n`
  );
}
