import { WATERMARK } from '@tis/contracts';
import type { CSSProperties } from 'react';
import type { SessionUser } from '../../../app/session-storage';

/**
 * The watermark text of spec section 2: user name plus agent code for service-outlet users
 * (userType 'dealer'), otherwise the user code. No user: no watermark ('').
 */
export function watermarkText(user: SessionUser | null): string {
  if (!user) return '';
  if (user.userType === 'dealer') return [user.userName, user.userAgentCode ?? ''].join(' ').trim() || user.userCode;
  return user.userCode;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One watermark tile (spec section 9): 220x180 px, the text in the middle, rotated by 27 degrees
 * (rising to the right), at 10 % opacity. The opacity is in the image itself, so the tile prints as it
 * shows however the page is printed.
 */
export function watermarkSvg(text: string): string {
  const { tileWidth: w, tileHeight: h, rotateDegrees, opacity } = WATERMARK;
  const cx = w / 2;
  const cy = h / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<text x="${cx}" y="${cy}" transform="rotate(-${rotateDegrees} ${cx} ${cy})" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="Arial, 'Microsoft YaHei', sans-serif" font-size="15" fill="#000" fill-opacity="${opacity}">${escapeXml(text)}</text>` +
    `</svg>`
  );
}

export function watermarkDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(watermarkSvg(text))}`;
}

/** The inline style of a watermark layer: the tile repeated over the whole layer. */
export function watermarkStyle(text: string): CSSProperties {
  return {
    backgroundImage: `url("${watermarkDataUrl(text)}")`,
    backgroundSize: `${WATERMARK.tileWidth}px ${WATERMARK.tileHeight}px`,
    backgroundRepeat: 'repeat',
  };
}
