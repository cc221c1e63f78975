import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTES } from '@tis/contracts';
import { BRANDS, BRAND_KEYS, brandForPath, isLoginRoute, loginPathForLogo } from './brands';

describe('brands', () => {
  it('has one brand per login route', () => {
    expect(BRAND_KEYS.map((k) => BRANDS[k].path).sort()).toEqual([...LOGIN_ROUTES].sort());
  });
  it('finds the brand of a login route, the default brand elsewhere', () => {
    expect(brandForPath('/com').key).toBe('com');
    expect(brandForPath('/os').key).toBe('os');
    expect(brandForPath('/whatever').key).toBe('login');
  });
  it('knows the login routes', () => {
    expect(isLoginRoute('/mssp')).toBe(true);
    expect(isLoginRoute('/index')).toBe(false);
  });
  it('maps the stored logo to its login page, else /login (spec section 2, logout)', () => {
    expect(loginPathForLogo('com')).toBe('/com');
    expect(loginPathForLogo('os')).toBe('/os');
    expect(loginPathForLogo('fcb')).toBe('/fcb');
    expect(loginPathForLogo('login')).toBe('/login');
    expect(loginPathForLogo(null)).toBe('/login');
    expect(loginPathForLogo('toString')).toBe('/login');
    expect(loginPathForLogo('unknown')).toBe('/login');
  });
});
