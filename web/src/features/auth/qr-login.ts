/**
 * The enterprise-chat QR frame (spec section 2, tab 1) may send the page to a redirect URL, but only
 * when the message comes from one of the trusted provider domains.
 */
export function isTrustedOrigin(origin: string, trustedDomains: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return trustedDomains.some((domain) => {
    const d = domain.toLowerCase().replace(/^\.+/, '');
    return d !== '' && (host === d || host.endsWith(`.${d}`));
  });
}

/** The redirect URL in a provider message: a string, or `{ redirectUrl | url | href }`; http(s) only. */
export function redirectUrlOf(data: unknown): string | null {
  let candidate: unknown = data;
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    candidate = record.redirectUrl ?? record.url ?? record.href;
  }
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Mobile browsers cannot scan their own screen: they are sent to the provider page instead. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}
