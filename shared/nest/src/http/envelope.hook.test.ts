import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawJson } from './endpoint.js';
import { registerEnvelope } from './envelope.hook.js';

describe('registerEnvelope', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerEnvelope(app);
    app.get('/object', async () => ({ vin: 'LSVAA4182E2000001', names: ['上汽', 'Ü'] }));
    app.get('/list', async () => [1, 2]);
    app.get('/raw', async () => new RawJson({ code: '000001', mesg: 'as is', data: null }));
    app.get('/error', async (_req, reply) => reply.status(409).send({ code: '409', mesg: 'coding repeated', data: null }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('wraps what a route answers in the success envelope, in one JSON text', async () => {
    const res = await app.inject({ url: '/object' });
    expect(res.body).toBe('{"code":"000000","mesg":"success","data":{"vin":"LSVAA4182E2000001","names":["上汽","Ü"]}}');
    expect(res.json()).toEqual({ code: '000000', mesg: 'success', data: { vin: 'LSVAA4182E2000001', names: ['上汽', 'Ü'] } });
    expect((await app.inject({ url: '/list' })).json()).toEqual({ code: '000000', mesg: 'success', data: [1, 2] });
  });

  it('sends RawJson and error answers as they are', async () => {
    expect((await app.inject({ url: '/raw' })).json()).toEqual({ code: '000001', mesg: 'as is', data: null });
    const error = await app.inject({ url: '/error' });
    expect(error.statusCode).toBe(409);
    expect(error.json()).toEqual({ code: '409', mesg: 'coding repeated', data: null });
  });
});
