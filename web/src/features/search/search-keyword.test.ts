import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH, type RoleRightItem } from '@tis/contracts';
import { buildSideMenu } from '../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../app/routes';
import type { TextKey } from '../../i18n/keys';
import { checkKeyword, groupUrl, matchFunctions, pageGroupOf, searchUrl, splitByKeyword, vinOfKeyword } from './search-keyword';

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));
const TITLES: Partial<Record<TextKey, string>> = {
  'accounts.user.pageTitle': 'Users',
  'accounts.role.pageTitle': 'Roles',
  'messages.myMessage.pageTitle': 'My messages',
  'home.index.pageTitle': 'Home',
  'search.page.pageTitle': 'Search',
};
const translate = (key: TextKey) => TITLES[key] ?? key;

describe('checkKeyword', () => {
  it('requires a keyword: empty, blank and absent are refused', () => {
    for (const typed of ['', '   ', '\t\n', null, undefined]) expect(checkKeyword(typed)).toEqual({ ok: false, problem: { key: 'search.keyword.required' } });
  });
  it('trims and allows at most KEYWORD_MAX_LENGTH characters', () => {
    expect(checkKeyword('  user  ')).toEqual({ ok: true, keyword: 'user' });
    expect(checkKeyword('x'.repeat(KEYWORD_MAX_LENGTH))).toEqual({ ok: true, keyword: 'x'.repeat(KEYWORD_MAX_LENGTH) });
    expect(checkKeyword('x'.repeat(KEYWORD_MAX_LENGTH + 1))).toEqual({ ok: false, problem: { key: 'search.keyword.tooLong', params: { max: 200 } } });
  });
});

describe('urls and names', () => {
  it('puts the keyword and the group in the query, encoded', () => {
    expect(searchUrl('用户 & co')).toBe('/SearchPage?keyword=%E7%94%A8%E6%88%B7+%26+co');
    expect(new URLSearchParams(searchUrl('a&b=c').split('?')[1]).get('keyword')).toBe('a&b=c');
    expect(groupUrl('baseInfo')).toBe('/Blank?group=baseInfo');
  });
  it('knows the page groups of PAGE_GROUPS only', () => {
    expect(pageGroupOf('baseInfo')).toBe('baseInfo');
    expect(pageGroupOf('nope')).toBeNull();
    expect(pageGroupOf('toString')).toBeNull();
    expect(pageGroupOf(null)).toBeNull();
  });
  it('reads a 17-character VIN-shaped keyword as a VIN, upper-cased', () => {
    expect(vinOfKeyword('lsvaa4182e2123456')).toBe('LSVAA4182E2123456');
    expect(vinOfKeyword('LSVAA4182E212345')).toBeNull();
    expect(vinOfKeyword('LSVAA4182E212345O')).toBeNull();
    expect(vinOfKeyword('user management')).toBeNull();
  });
});

describe('matchFunctions', () => {
  it('finds the pages the rights allow by title or path, case-insensitive, without the search page', () => {
    const admin = buildSideMenu(ROUTE_TABLE, rights('baseinfouser', 'baseinforole', 'MyMessage'));
    expect(matchFunctions(admin, 'USERS', translate).map((m) => m.path)).toEqual(['/baseinfouser']);
    expect(matchFunctions(admin, 'BASEINFO', translate).map((m) => m.path)).toEqual(['/baseinforole', '/baseinfouser']);
    expect(matchFunctions(admin, 'message', translate)).toEqual([{ path: '/MyMessage', titleKey: 'messages.myMessage.pageTitle', title: 'My messages', group: 'personal' }]);
    // /SearchPage is open to everybody but never a result of itself.
    expect(matchFunctions(admin, 'search', translate)).toEqual([]);
    expect(matchFunctions(admin, '   ', translate)).toEqual([]);

    const dealer = buildSideMenu(ROUTE_TABLE, rights('MyMessage'));
    expect(matchFunctions(dealer, 'users', translate)).toEqual([]);
    expect(matchFunctions(dealer, 'home', translate).map((m) => m.path)).toEqual(['/index']);
  });
});

describe('splitByKeyword', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(splitByKeyword('/baseinfoUser', 'USER')).toEqual([
      { text: '/baseinfo', match: false },
      { text: 'User', match: true },
    ]);
    expect(splitByKeyword('aXaXa', 'x')).toEqual([
      { text: 'a', match: false },
      { text: 'X', match: true },
      { text: 'a', match: false },
      { text: 'X', match: true },
      { text: 'a', match: false },
    ]);
    expect(splitByKeyword('Roles', 'zz')).toEqual([{ text: 'Roles', match: false }]);
  });
});
