import { describe, expect, it } from 'vitest';
import { deploymentFlags } from './runtime-config';

describe('deploymentFlags', () => {
  it('defaults to a domestic, non-production deployment', () => {
    expect(deploymentFlags(undefined, 'tis.example.com')).toEqual({ overseas: false, production: false, premium: false });
  });
  it('takes the overseas and production flags from the config', () => {
    expect(deploymentFlags({ overseas: true, production: true }, 'x')).toEqual({ overseas: true, production: true, premium: false });
  });
  it('detects overseas, production and premium from host-name markers, case-insensitively', () => {
    const config = { overseasHostMarker: 'global', productionHostMarker: 'tis.', premiumHostMarker: 'lux' };
    expect(deploymentFlags(config, 'TIS.Global.example.com')).toEqual({ overseas: true, production: true, premium: false });
    expect(deploymentFlags(config, 'test-lux.example.com')).toEqual({ overseas: false, production: false, premium: true });
  });
  it('ignores empty markers', () => {
    expect(deploymentFlags({ overseasHostMarker: '' }, 'anything').overseas).toBe(false);
  });
});
