import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { runtimeConfigScript, type ServerDeployment } from './runtime-config-script.js';

/** Runs the script as the browser would and answers window.__TIS_CONFIG__. */
function configAfter(script: string): Record<string, unknown> {
  const window: { __TIS_CONFIG__?: Record<string, unknown> } = {};
  runInNewContext(script, { window });
  return window.__TIS_CONFIG__ ?? {};
}

function webRoot(configJs?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tis-web-'));
  if (configJs !== undefined) writeFileSync(join(dir, 'config.js'), configJs);
  return dir;
}

const overseasProduction: ServerDeployment = { overseas: true, environment: 'production' };

describe('/tis/config.js', () => {
  it('carries the server settings when the deployment file sets nothing', () => {
    const script = runtimeConfigScript(webRoot('window.__TIS_CONFIG__ = window.__TIS_CONFIG__ || {};\n'), overseasProduction);
    expect(configAfter(script)).toEqual({ overseas: true, production: true });
  });

  it("keeps what the deployment's file sets and adds the rest", () => {
    const own = "window.__TIS_CONFIG__ = { overseas: false, environmentName: 'uat', qrLoginUrl: 'https://qr.example' };\n";
    const script = runtimeConfigScript(webRoot(own), overseasProduction);
    expect(configAfter(script)).toEqual({ overseas: false, production: true, environmentName: 'uat', qrLoginUrl: 'https://qr.example' });
  });

  it('works without a config.js in the build', () => {
    const script = runtimeConfigScript(webRoot(), { overseas: false, environment: 'development' });
    expect(configAfter(script)).toEqual({ overseas: false, production: false });
  });
});
