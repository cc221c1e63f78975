import { randomUUID } from 'node:crypto';
import { type SensitiveFindAnswer, SENSITIVE_FIND_MAX_TEXT_LENGTH, type SensitiveWordView, SYSTEM_SENSITIVE_FIND, TisError } from '@tis/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@tis/nest';
import { loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Sensitive words (/Sensitive; spec section 5: "Sensitive words block submission") on the embedded
 * portal, on each database: the demo words, words stored NFKC-folded and unique without case, and
 * the service call the document services ask before a submission — at once after a change here,
 * and after a change another replica made straight in the database.
 */
describe.each(TEST_DIALECTS)('sensitive words on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let admin: string;
  const { api, ok } = apiClient('/tis/api/systemService/sensitiveWord', () => portal.base, () => admin);
  const find = (texts: unknown) => portal.app.get<ServiceClient>(SERVICE_CLIENT).send<SensitiveFindAnswer>('system', SYSTEM_SENSITIVE_FIND, { texts });

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'sensitive', dialect });
    admin = await loginAs(portal.base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  it('finds the demo words in the texts, without case and across full-width forms, each once by first appearance', async () => {
    expect((await ok<{ total: number }>('GET', '/list?pageSize=100')).total).toBeGreaterThanOrEqual(20);
    const { words } = await find(['Kein SCHWARZGELD, keine Ｆａｋｅ Ｉｎｖｏｉｃｅ', '这里可以代开发票，也谈赌博', 'schwarzgeld again']);
    expect(words).toEqual(['Schwarzgeld', 'fake invoice', '代开发票', '赌博']);
    expect((await find(['A clean repair case about a worn brake disc'])).words).toEqual([]);
    expect((await find([])).words).toEqual([]);
  });

  it('stores a word NFKC-folded and trimmed, refuses it again in any case or width, and finds it at once', async () => {
    expect((await find(['Bitte BREMSTRICK beachten'])).words).toEqual([]);
    const added = await ok<SensitiveWordView>('POST', '', { word: '  ＢｒｅｍｓＴｒｉｃｋ ', remark: 'test' });
    expect(added).toMatchObject({ word: 'BremsTrick', remark: 'test', version: 1 });
    for (const again of ['bremstrick', 'ＢＲＥＭＳＴＲＩＣＫ']) {
      expect((await api('POST', '', { word: again })).body, again).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    }
    expect((await find(['Bitte BREMSTRICK beachten'])).words).toEqual(['BremsTrick']);

    expect(await ok('DELETE', `/${added.id}`)).toBe(true);
    expect((await find(['Bitte BREMSTRICK beachten'])).words).toEqual([]);
  });

  it('refuses an empty or too long word with a translated message, and changes nothing', async () => {
    const before = (await ok<{ total: number }>('GET', '/list')).total;
    expect((await api('POST', '', { word: '   ' })).body).toMatchObject({ code: '400000', mesg: 'The submitted data is invalid: word: This field cannot be empty' });
    expect((await api('POST', '', { word: 'x'.repeat(51) })).body).toMatchObject({ code: '400000', mesg: 'The submitted data is invalid: word: The value is too long' });
    expect((await ok<{ total: number }>('GET', '/list')).total).toBe(before);
  });

  it('sees words another replica wrote straight into the database', async () => {
    const db = await portal.db('system');
    const id = randomUUID();
    expect((await find(['ein Kilometerbetrug'])).words).toEqual([]);
    await db.query('INSERT INTO sensitive_word (id, created_by, updated_by, version, word, remark) VALUES (?, ?, ?, ?, ?, ?)', [id, 'replica', 'replica', 1, 'Kilometerbetrug', null]);
    expect((await find(['ein Kilometerbetrug'])).words).toEqual(['Kilometerbetrug']);
    await db.query('DELETE FROM sensitive_word WHERE id = ?', [id]);
    expect((await find(['ein Kilometerbetrug'])).words).toEqual([]);
  });

  it('refuses more than 50 texts or a text over 200,000 characters as invalid', async () => {
    for (const texts of [Array.from({ length: 51 }, () => 'text'), ['x'.repeat(SENSITIVE_FIND_MAX_TEXT_LENGTH + 1)], 'not a list']) {
      const refused = find(texts);
      await expect(refused).rejects.toBeInstanceOf(TisError);
      await expect(refused).rejects.toMatchObject({ errorName: 'validation' });
    }
    expect((await find(Array.from({ length: 50 }, (_, i) => (i === 49 ? `${'x'.repeat(SENSITIVE_FIND_MAX_TEXT_LENGTH - 10)}洗钱` : 'text')))).words).toEqual(['洗钱']);
  });
});
