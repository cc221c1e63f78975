/**
 * Links the portal shows (homepage images, common applications): a path of the portal itself, or an
 * https address of a site the deployment allows. Anything a browser could read as another origin is
 * refused: `//host`, `/\host` (browsers read `\` as `/`), schemes other than https, user info, and
 * whitespace or control characters (browsers drop tabs and newlines inside a URL: `/\t/host` is `//host`).
 */

/** A path of the portal (the route table's paths, with an optional query): /BulletinList, /BulletinDetail?id=7. */
export const INTERNAL_LINK_PATTERN = /^\/(?!\/)[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_\-=&%.]*)?$/;

/** An https address: letters, digits and URL punctuation only (no spaces, controls or backslashes). */
const HTTPS_LINK_PATTERN = /^https:\/\/[A-Za-z0-9\-._~:/?#[\]!$&'()*+,;=%]+$/i;

/** What a link is: a portal path, an https address (of `origin`), or nothing a link may be (null). */
export type LinkTarget = { kind: 'path' } | { kind: 'https'; origin: string } | null;

export function linkTarget(value: string): LinkTarget {
  if (INTERNAL_LINK_PATTERN.test(value)) return { kind: 'path' };
  if (!HTTPS_LINK_PATTERN.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return { kind: 'https', origin: url.origin };
}

/** A portal path, or an https address whose origin is one of `allowedOrigins` (as `new URL(…).origin` writes them). */
export function isAllowedLink(value: string, allowedOrigins: readonly string[]): boolean {
  const target = linkTarget(value);
  if (!target) return false;
  return target.kind === 'path' || allowedOrigins.includes(target.origin);
}
