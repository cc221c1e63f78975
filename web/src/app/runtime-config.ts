/**
 * Deployment settings read at run time, so one build serves every site. A deployment overwrites
 * `/tis/config.js` (served from `web/public/config.js`) to set `window.__TIS_CONFIG__`.
 */
export interface TisRuntimeConfig {
  /** Overseas deployment (spec sections 1, 2, 9): login at /os, default language en_US. */
  overseas?: boolean;
  /** When the host name contains this marker, the deployment counts as overseas. */
  overseasHostMarker?: string;
  /** Production deployment: the login page hides the environment notice. */
  production?: boolean;
  /** When the host name contains this marker, the deployment counts as production. */
  productionHostMarker?: string;
  /** Host-name marker of the premium brand: it gets its own page title (spec section 2). */
  premiumHostMarker?: string;
  /** Name of the environment shown in the non-production notice ('test', 'uat', …). */
  environmentName?: string;
  /** Enterprise-chat QR login frame URL (spec section 2, tab 1). Empty: the tab says it is not set up. */
  qrLoginUrl?: string;
  /** Provider domains whose redirect the QR frame may trigger (spec section 2: two trusted domains). */
  qrTrustedDomains?: string[];
}

declare global {
  interface Window {
    __TIS_CONFIG__?: TisRuntimeConfig;
  }
}

export interface DeploymentFlags {
  overseas: boolean;
  production: boolean;
  premium: boolean;
}

function hostHas(hostname: string, marker: string | undefined): boolean {
  return !!marker && hostname.toLowerCase().includes(marker.toLowerCase());
}

/** Overseas / production / premium flags from the runtime config and the host name. */
export function deploymentFlags(config: TisRuntimeConfig | undefined, hostname: string): DeploymentFlags {
  const c = config ?? {};
  return {
    overseas: c.overseas === true || hostHas(hostname, c.overseasHostMarker),
    production: c.production === true || hostHas(hostname, c.productionHostMarker),
    premium: hostHas(hostname, c.premiumHostMarker),
  };
}

export const DEFAULT_QR_TRUSTED_DOMAINS = ['work.weixin.qq.com', 'open.work.weixin.qq.com'];

export function runtimeConfig(): TisRuntimeConfig {
  return (typeof window !== 'undefined' ? window.__TIS_CONFIG__ : undefined) ?? {};
}

export function currentDeployment(): DeploymentFlags {
  const hostname = typeof window !== 'undefined' ? window.location.hostname : '';
  return deploymentFlags(runtimeConfig(), hostname);
}

export function isOverseas(): boolean {
  return currentDeployment().overseas;
}
