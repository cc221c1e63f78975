import type { PageResult } from '@tis/contracts';
import { attemptLogin, call, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, formRequest, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

interface Generated {
  series: { seriesCode: string; cardCount: number; usedCount: number };
  cards: { cardNo: string; secret: string }[];
}

describe.each(TEST_DIALECTS)('password cards on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let oauthDb: DataSource;
  let admin: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'cards', dialect });
    base = portal.base;
    oauthDb = await portal.db('oauth');
    admin = await loginAs(base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  const json = (token: string, body: unknown) => jsonRequest({ method: 'POST', token, body });
  const activate = (fields: Record<string, string>) => call<boolean>(`${base}/tis/api/oauth/activate`, formRequest(fields));

  let generated: Generated;

  it('generates a series of cards, shows their secrets once, and refuses a repeated series code', async () => {
    const created = await call<Generated>(`${base}/tis/api/oauthService/secretCardSeries/create`, json(admin, { seriesCode: 'VDS2026', seriesName: 'VDS activation 2026', cardCount: 3 }));
    expect(created.body.code).toBe('000000');
    generated = created.body.data!;
    expect(generated.cards.map((c) => c.cardNo)).toEqual(['VDS2026-000001', 'VDS2026-000002', 'VDS2026-000003']);
    expect(new Set(generated.cards.map((c) => c.secret)).size).toBe(3);
    expect(generated.cards[0]!.secret).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const again = await call(`${base}/tis/api/oauthService/secretCardSeries/create`, json(admin, { seriesCode: 'VDS2026', seriesName: 'x', cardCount: 1 }));
    expect(again.body).toMatchObject({ code: '000001', mesg: 'This code already exists' });
    const tooMany = await call(`${base}/tis/api/oauthService/secretCardSeries/create`, json(admin, { seriesCode: 'BIG', seriesName: 'x', cardCount: 10_001 }));
    expect(tooMany.status).toBe(400);
    const list = await call<PageResult<{ secretHash?: string; cardNo: string }>>(`${base}/tis/api/oauthService/secretCard/list?seriesCode=VDS2026`, { headers: { authorization: admin } });
    expect(list.body.data?.total).toBe(3);
    expect(JSON.stringify(list.body.data)).not.toContain(generated.cards[0]!.secret);
  });

  it('keeps the card screens to their page rights', async () => {
    const dealer = await loginAs(base, 'dealer01');
    expect((await call(`${base}/tis/api/oauthService/secretCard/list`, { headers: { authorization: dealer } })).status).toBe(403);
    expect((await call(`${base}/tis/api/oauthService/secretCardSeries/list`, { headers: { authorization: dealer } })).status).toBe(403);
  });

  it('activates a not-yet-activated account once: wrong secret, weak password and a used card are refused', async () => {
    await oauthDb.query("UPDATE user_account SET status = 'inactive' WHERE user_code IN ('public01', 'oem01')");
    const card = generated.cards[0]!;
    const wrong = await activate({ userCode: 'public01', cardNo: card.cardNo, secret: 'AAAAAAAAAAAA', password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    expect(wrong.body).toMatchObject({ code: '000001', mesg: 'Wrong secret card' });
    const weak = await activate({ userCode: 'public01', cardNo: card.cardNo, secret: card.secret, password: 'short', confirm: 'short' });
    expect(weak.status).toBe(400);

    const ok = await activate({ userCode: 'public01', cardNo: card.cardNo, secret: card.secret.toLowerCase(), password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    expect(ok.body).toMatchObject({ code: '000000', data: true });
    const login = await attemptLogin(base, { userCode: 'public01', password: 'Card#Pass2026' });
    expect(typeof login.answer.body.data).toBe('object');

    const reuse = await activate({ userCode: 'oem01', cardNo: card.cardNo, secret: card.secret, password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    expect(reuse.body).toMatchObject({ code: '000001', mesg: 'Activation failed: invalid password card' });
    const activeAgain = await activate({ userCode: 'public01', cardNo: generated.cards[1]!.cardNo, secret: generated.cards[1]!.secret, password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    expect(activeAgain.body.mesg).toBe('Activation failed: invalid password card');

    const used = await call<PageResult<{ cardNo: string; status: string; usedBy: string | null }>>(`${base}/tis/api/oauthService/secretCard/list?status=used`, { headers: { authorization: admin } });
    expect(used.body.data?.list).toEqual([expect.objectContaining({ cardNo: card.cardNo, status: 'used', usedBy: 'public01' })]);
    const series = await call<PageResult<{ seriesCode: string; usedCount: number }>>(`${base}/tis/api/oauthService/secretCardSeries/list`, { headers: { authorization: admin } });
    expect(series.body.data?.list[0]).toMatchObject({ seriesCode: 'VDS2026', usedCount: 1 });
  });

  it('voids an unused card; a void card activates nothing', async () => {
    const cards = await call<PageResult<{ id: string; cardNo: string }>>(`${base}/tis/api/oauthService/secretCard/list?keyword=VDS2026-000003`, { headers: { authorization: admin } });
    const third = cards.body.data!.list[0]!;
    expect(cards.body.data?.total).toBe(1);
    // Wildcards in a keyword are literal: '_' matches only an underscore, '%' only a percent sign.
    for (const keyword of ['VDS2026_000003', 'VDS%']) {
      const none = await call<PageResult<unknown>>(`${base}/tis/api/oauthService/secretCard/list?keyword=${encodeURIComponent(keyword)}`, { headers: { authorization: admin } });
      expect(none.body.data?.total, keyword).toBe(0);
    }
    const series = await call<PageResult<unknown>>(`${base}/tis/api/oauthService/secretCardSeries/list?keyword=activation`, { headers: { authorization: admin } });
    expect(series.body.data?.total).toBe(1);
    expect((await call(`${base}/tis/api/oauthService/secretCard/void`, json(admin, { id: third.id }))).body.data).toBe(true);
    const card = generated.cards[2]!;
    const result = await activate({ userCode: 'oem01', cardNo: card.cardNo, secret: card.secret, password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    expect(result.body.mesg).toBe('Activation failed: invalid password card');
  });

  it('answers an unknown account like a wrong card, and brakes guessing like a login (unknown accounts too)', async () => {
    const card = generated.cards[1]!;
    const form = (userCode: string, secret: string) => ({ userCode, cardNo: card.cardNo, secret, password: 'Card#Pass2026', confirm: 'Card#Pass2026' });
    // With the right card, an account that does not exist gets the same answer as a wrong secret.
    const unknown = await activate(form('nobody-here', card.secret));
    const wrongSecret = await activate(form('oem01', 'BBBBBBBBBBBB'));
    expect(unknown.body).toMatchObject({ code: '000001', mesg: 'Wrong secret card' });
    expect(wrongSecret.body).toEqual(unknown.body);

    for (let i = 0; i < 5; i++) expect((await activate(form('ghost01', card.secret))).body.mesg).toBe('Wrong secret card');
    expect((await activate(form('ghost01', card.secret))).body.mesg).toBe('Too many failed logins, please try again in 15 minutes');
    // The account counter is the login's: oem01's wrong secret above and four more lock its activation and its login.
    for (let i = 0; i < 4; i++) expect((await activate(form('oem01', `CCCCCCCCCCC${i}`))).body.mesg).toBe('Wrong secret card');
    expect((await activate(form('oem01', card.secret))).body.mesg).toBe('Too many failed logins, please try again in 15 minutes');
    const login = await attemptLogin(base, { userCode: 'oem01', password: 'Oem01#2026', headers: { Language: 'en_US' } });
    expect(login.answer.body.mesg).toBe('Too many failed logins, please try again in 15 minutes');
    await oauthDb.query('DELETE FROM login_throttle');
  });
});
