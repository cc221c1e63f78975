import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { TisError } from '@tis/contracts';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toEnvelope, toTisError } from './exception.filter.js';

describe('toTisError / toEnvelope', () => {
  it('turns validation failures into code 400000 with translated detail', () => {
    const result = z.object({ vin: z.string().length(17, 'validation.vinLength') }).safeParse({ vin: 'X' });
    const error = toTisError(result.error);
    expect(error.code).toBe('400000');
    expect(toEnvelope(error, 'en_US').mesg).toContain('vin');
    expect(toEnvelope(error, 'en_US').mesg).not.toContain('validation.vinLength');
  });

  it('names an undeclared query parameter or field instead of "(body)", in the caller language', () => {
    const query = z.object({ pageNo: z.coerce.number() }).strict().safeParse({ pageNo: '1', pageSzie: '20', sort: 'x' });
    expect(toEnvelope(toTisError(query.error), 'en_US').mesg).toBe(
      'The submitted data is invalid: pageSzie: Not a parameter of this call; sort: Not a parameter of this call',
    );
    const nested = z.object({ items: z.array(z.object({ id: z.string() }).strict()) }).safeParse({ items: [{ id: 'a', extra: 1 }] });
    expect(toEnvelope(toTisError(nested.error), 'de_DE').mesg).toContain('items.0.extra: Kein Parameter dieses Aufrufs');
  });

  it('maps framework errors by status and hides anything unknown as 500', () => {
    expect(toTisError(new NotFoundException()).code).toBe('404');
    expect(toTisError(new PayloadTooLargeException()).code).toBe('413');
    expect(toTisError({ statusCode: 415 }).code).toBe('415');
    const internal = toEnvelope(toTisError(new Error('SELECT secret FROM users failed')), 'en_US');
    expect(internal.code).toBe('500');
    expect(internal.mesg).not.toContain('secret');
  });

  it('answers serviceUnavailable (503) while the database is unreachable, never a generic 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:3306'), { code: 'ECONNREFUSED', errno: -111, fatal: true });
    const lost = new QueryFailedError('INSERT INTO stored_file ...', [], Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }));
    for (const failure of [refused, lost, new Error('Connection is not established with mysql database')]) {
      const error = toTisError(failure);
      expect(error.errorName).toBe('serviceUnavailable');
      expect(error.http).toBe(503);
      expect(toEnvelope(error, 'en_US').mesg).not.toContain('3306');
    }
  });

  it('keeps domain errors and answers in the caller language', () => {
    const error = new TisError('dataStateChanged');
    expect(toTisError(error)).toBe(error);
    expect(toEnvelope(error, 'zh_CN').mesg).not.toBe(toEnvelope(error, 'de_DE').mesg);
  });
});
