import { describe, expect, it } from 'vitest';
import { isMessageKey } from './messages/index.js';
import {
  ACTION_KEYS,
  ADMIN_FUNCTIONS,
  PAGE_KEYS,
  PUBLIC_ROUTES,
  isActionAllowed,
  isPageAllowed,
  isPublicRoute,
  itemIdForPath,
  type RoleRightItem,
} from './permissions.js';

const right = (itemId: number, funLink: string, headApi: string | null = null): RoleRightItem => ({
  itemId,
  funLink,
  headApi,
});

describe('catalogues', () => {
  it('lists the 11 admin home functions of spec section 2 with known i18n keys', () => {
    expect(ADMIN_FUNCTIONS.map((f) => f.permission)).toEqual([
      'claimBasic', 'caseBasic', 'FUNC-manual', 'tsbTopic', 'epcSvgLog', 'FUNC-labor',
      'FUNC-worksheet', 'FUNC-back', 'FUNC-software', 'FUNC-feedback', 'FUNC-notice',
    ]);
    for (const f of ADMIN_FUNCTIONS) expect(isMessageKey(f.i18nKey), f.permission).toBe(true);
  });

  it('lists the document actions of spec section 6', () => {
    expect(ACTION_KEYS).toEqual([
      'submit', 'verify', 'publish', 'stop', 'labormanage', 'addex', 'create', 'import', 'delete',
      'edit', 'viewlog',
    ]);
  });

  it('lists every main-layout route once, without a slash', () => {
    expect(new Set(PAGE_KEYS).size).toBe(PAGE_KEYS.length);
    expect(PAGE_KEYS.length).toBe(170);
    for (const key of ['index', 'ClaimManage', 'EPCfuliao', 'TSBworkDetail', 'OuterQAListS', 'DirectedPublish']) {
      expect(PAGE_KEYS).toContain(key);
    }
    expect(PAGE_KEYS.every((k) => !k.startsWith('/'))).toBe(true);
    expect(PAGE_KEYS).not.toContain('login');
  });

  it('lets the login routes, /RePassPage, /ssoPage and /oaPortal through without a token', () => {
    expect(PUBLIC_ROUTES).toEqual([
      '/login', '/os', '/com', '/yw', '/fcb', '/mssp', '/RePassPage', '/ssoPage', '/oaPortal',
    ]);
    expect(isPublicRoute('/os')).toBe(true);
    expect(isPublicRoute('/index')).toBe(false);
  });
});

describe('isPageAllowed', () => {
  const rights = [right(1, 'TSBList'), right(2, 'CaseList')];
  it('allows a page when some funLink equals its key', () => {
    expect(isPageAllowed(rights, 'TSBList')).toBe(true);
    expect(isPageAllowed(rights, 'CaseList')).toBe(true);
  });
  it('refuses other pages, prefixes and an empty right list', () => {
    expect(isPageAllowed(rights, 'TSBPreview')).toBe(false);
    expect(isPageAllowed(rights, 'TSB')).toBe(false);
    expect(isPageAllowed([], 'index')).toBe(false);
  });
});

describe('itemIdForPath', () => {
  const rights = [right(10, 'TSBwork'), right(11, 'TSBworkDetail'), right(12, 'CaseList'), right(13, '')];
  it('maps a path to the item whose funLink it contains', () => {
    expect(itemIdForPath(rights, '/CaseList')).toBe(12);
    expect(itemIdForPath(rights, '/TSBwork?id=3')).toBe(10);
  });
  it('prefers the longest matching funLink', () => {
    expect(itemIdForPath(rights, '/TSBworkDetail')).toBe(11);
  });
  it('answers -1 when no funLink matches (an empty funLink never does)', () => {
    expect(itemIdForPath(rights, '/index')).toBe(-1);
    expect(itemIdForPath([], '/index')).toBe(-1);
  });
});

describe('isActionAllowed', () => {
  const rights = [
    right(1, 'publish', '/api/documentService/tsb'),
    right(2, 'verify', '/api/documentService/case'),
    right(3, 'delete', null),
    right(4, 'edit', ''),
  ];
  it('allows an action whose headApi is contained in the called api', () => {
    expect(isActionAllowed(rights, 'publish', '/tis/api/documentService/tsb/publish')).toBe(true);
    expect(isActionAllowed(rights, 'verify', '/tis/api/documentService/case/verify')).toBe(true);
  });
  it('refuses another api, another action, and items without headApi', () => {
    expect(isActionAllowed(rights, 'publish', '/tis/api/documentService/case/publish')).toBe(false);
    expect(isActionAllowed(rights, 'submit', '/tis/api/documentService/tsb/submit')).toBe(false);
    expect(isActionAllowed(rights, 'delete', '/tis/api/documentService/tsb/delete')).toBe(false);
    expect(isActionAllowed(rights, 'edit', '/tis/api/documentService/tsb/edit')).toBe(false);
  });
});
