import { LOGIN_ROUTES } from '@tis/contracts';

/** A login entry of spec section 2: each brand has its own login route and look. */
export type BrandKey = 'login' | 'os' | 'com' | 'yw' | 'fcb' | 'mssp';

export interface Brand {
  key: BrandKey;
  /** The login route of the brand. */
  path: (typeof LOGIN_ROUTES)[number];
  /** Short mark drawn as the logo. */
  mark: string;
  /** Background of the hero side: a gradient over a soft pattern. */
  background: string;
  /** Accent colour used for the logo tile and primary buttons. */
  accent: string;
}

const pattern =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='120' viewBox='0 0 120 120'%3E%3Cg fill='none' stroke='%23ffffff' stroke-opacity='0.07'%3E%3Ccircle cx='60' cy='60' r='40'/%3E%3Ccircle cx='60' cy='60' r='24'/%3E%3Cpath d='M0 60h120M60 0v120'/%3E%3C/g%3E%3C/svg%3E\")";

export const BRANDS: Record<BrandKey, Brand> = {
  login: {
    key: 'login',
    path: '/login',
    mark: 'TIS',
    background: `${pattern}, linear-gradient(135deg, #0b2a66 0%, #1553c5 55%, #2f7df6 100%)`,
    accent: '#1553c5',
  },
  os: {
    key: 'os',
    path: '/os',
    mark: 'TIS',
    background: `${pattern}, linear-gradient(135deg, #06343f 0%, #0b6e7f 55%, #19a3a8 100%)`,
    accent: '#0b6e7f',
  },
  com: {
    key: 'com',
    path: '/com',
    mark: 'CV',
    background: `${pattern}, linear-gradient(135deg, #1f2933 0%, #37474f 55%, #d9822b 140%)`,
    accent: '#c56a1b',
  },
  yw: {
    key: 'yw',
    path: '/yw',
    mark: 'YW',
    background: `${pattern}, linear-gradient(135deg, #4a0d16 0%, #8f1d2c 55%, #c8374b 100%)`,
    accent: '#a3243a',
  },
  fcb: {
    key: 'fcb',
    path: '/fcb',
    mark: 'FCB',
    background: `${pattern}, linear-gradient(135deg, #132a1f 0%, #1f5a3d 55%, #3c9a62 100%)`,
    accent: '#23784f',
  },
  mssp: {
    key: 'mssp',
    path: '/mssp',
    mark: 'MSSP',
    background: `${pattern}, linear-gradient(135deg, #231446 0%, #4b2a8f 55%, #7a55d6 100%)`,
    accent: '#5b36b0',
  },
};

export const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

export function isLoginRoute(path: string): boolean {
  return (LOGIN_ROUTES as readonly string[]).includes(path);
}

/** The brand of a login route; the default brand for any other path. */
export function brandForPath(path: string): Brand {
  return BRAND_KEYS.map((key) => BRANDS[key]).find((brand) => brand.path === path) ?? BRANDS.login;
}

/**
 * The login page that matches the stored logo value (spec section 2, logout): com, os, a brand
 * page, or the default /login.
 */
export function loginPathForLogo(logo: string | null | undefined): string {
  if (logo && Object.prototype.hasOwnProperty.call(BRANDS, logo)) return BRANDS[logo as BrandKey].path;
  return '/login';
}
