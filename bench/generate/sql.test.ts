import { describe, expect, it } from 'vitest';
import { dialectOfUrl, insertSql, mysqlOptionsOf, quoteIdent, rowsPerInsert, serviceUrl, sqlDate, sqlDateTime, sqliteFileOf } from './sql.js';

describe('generator SQL helpers', () => {
  it('build one multi-row INSERT with ? placeholders, quoted per dialect', () => {
    expect(insertSql('sqlite', 'user_account', ['id', 'user_code'], 3)).toBe('INSERT INTO "user_account" ("id", "user_code") VALUES (?, ?), (?, ?), (?, ?)');
    expect(insertSql('mysql', 'agency', ['id'], 2)).toBe('INSERT INTO `agency` (`id`) VALUES (?), (?)');
  });

  it('refuse what is not a plain identifier, no columns, or no rows', () => {
    expect(() => quoteIdent('sqlite', 'a"; DROP TABLE x; --')).toThrow(RangeError);
    expect(() => quoteIdent('mysql', 'a`b')).toThrow(RangeError);
    expect(() => insertSql('sqlite', 't', [], 1)).toThrow(RangeError);
    expect(() => insertSql('sqlite', 't', ['a'], 0)).toThrow(RangeError);
  });

  it('keep an INSERT under the bound-value limit of the dialect', () => {
    expect(rowsPerInsert('sqlite', 22)).toBe(500);
    expect(rowsPerInsert('sqlite', 100, 1000)).toBe(327);
    expect(rowsPerInsert('mysql', 100, 1000)).toBe(655);
    expect(rowsPerInsert('sqlite', 40_000)).toBe(1);
  });

  it('read database URLs the way the portal reads TIS_DB_URL', () => {
    expect(dialectOfUrl('sqlite:/data/oauth.sqlite')).toBe('sqlite');
    expect(dialectOfUrl('mariadb://root@127.0.0.1:3307/tis')).toBe('mysql');
    expect(dialectOfUrl('mysql://u:p@db/tis')).toBe('mysql');
    expect(() => dialectOfUrl('postgres://u:secret@db/tis')).toThrow(/postgres:\/\/\*\*\*@db/);
    expect(serviceUrl('sqlite:/d/{service}.sqlite', 'oauth')).toBe('sqlite:/d/oauth.sqlite');
    expect(serviceUrl('mariadb://root@h:1/tis', 'system')).toBe('mariadb://root@h:1/tis');
    expect(sqliteFileOf('sqlite:/d/system.sqlite')).toBe('/d/system.sqlite');
    expect(mysqlOptionsOf('mariadb://bench%40ops:p%3Ass@db.local:3310/tis_oauth')).toEqual({
      host: 'db.local',
      port: 3310,
      user: 'bench@ops',
      password: 'p:ss',
      database: 'tis_oauth',
    });
    expect(mysqlOptionsOf('mysql://root@db/tis').port).toBe(3306);
    expect(() => mysqlOptionsOf('mariadb://root@db/tis_{service}')).toThrow(RangeError);
  });

  it('write dates in UTC as SQLite (TypeORM) and MySQL DATETIME / DATE take them', () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    expect(sqlDateTime(at)).toBe('2026-03-04 05:06:07.089');
    expect(sqlDateTime(at, false)).toBe('2026-03-04 05:06:07');
    expect(sqlDate(at)).toBe('2026-03-04');
  });
});
