import { describe, expect, it } from 'vitest';
import { createDepartmentSchema, updateDepartmentSchema } from './organisation.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('department approvers', () => {
  const department = { departmentCode: 'AS', departmentName: 'After-Sales' };

  it('are user codes, each once regardless of case, in the order given (none when absent on create, unchanged when absent on update)', () => {
    expect(createDepartmentSchema.parse(department).approvers).toEqual([]);
    expect(createDepartmentSchema.parse({ ...department, approvers: [' oem01 ', 'a.b@c-d_e', 'OEM01'] }).approvers).toEqual(['oem01', 'a.b@c-d_e']);
    expect(updateDepartmentSchema.parse({ departmentName: 'x', version: 1 }).approvers).toBeUndefined();
    // 21 codes of which 20 differ: allowed.
    expect(createDepartmentSchema.parse({ ...department, approvers: [...Array.from({ length: 20 }, (_, i) => `u${i}`), 'U0'] }).approvers).toHaveLength(20);
  });

  it('refuses a wrong format or more than 20, naming the entry', () => {
    const refused = (approvers: unknown) => messages(createDepartmentSchema.safeParse({ ...department, approvers }));
    expect(refused(['ok', 'has space'])).toEqual(['approvers.1: validation.approverFormat']);
    expect(refused(['', '-x', 'x'.repeat(65)])).toEqual(['approvers.0: validation.approverFormat', 'approvers.1: validation.approverFormat', 'approvers.2: validation.approverFormat']);
    expect(refused([1])).toEqual(['approvers.0: validation.approverFormat']);
    expect(refused('oem01')).toEqual(['approvers: validation.approverFormat']);
    expect(refused(Array.from({ length: 21 }, (_, i) => `u${i}`))).toEqual(['approvers: validation.tooManyApprovers']);
  });
});
