import { describe, expect, it } from 'vitest';
import { EVENT_CONTRACTS } from '../events/index.js';
import { allowedTransitions, checkTransition, defineStateMachine, remarkProblem } from '../workflow/state-machine.js';
import { answerTechQuaSchema, createTechProveSchema, TECH_PROVE_MACHINE, TECH_PROVE_STATES, TECH_QUA_MACHINE, techProveQuerySchema } from './tech-proof.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((i) => i.message);
const base = { title: ' Squeal ', brandCode: 'PC', seriesCode: 'PC-A5', description: '<p>Squeal</p>', partCodes: [' bp-1 '] };

describe('technical proof contracts', () => {
  it('upper-cases part codes, defaults the lists and refuses a part code twice, a blank description or unknown fields', () => {
    expect(createTechProveSchema.parse(base)).toEqual({ title: 'Squeal', brandCode: 'PC', seriesCode: 'PC-A5', modelCode: null, description: '<p>Squeal</p>', partCodes: ['BP-1'], attachments: [] });
    expect(messages(createTechProveSchema.safeParse({ ...base, partCodes: ['a-1', 'A-1'] }))).toEqual(['validation.qualityFb.duplicatePart']);
    expect(messages(createTechProveSchema.safeParse({ ...base, description: '<p>  </p>' }))).toEqual(['validation.richTextEmpty']);
    expect(createTechProveSchema.safeParse({ ...base, state: 3 }).success).toBe(false);
    const file = { url: '/tis/file/a.png', name: 'a.png' };
    expect(messages(createTechProveSchema.safeParse({ ...base, attachments: [file, file] }))).toEqual(['validation.techProve.repeatedAttachment']);
  });

  it('filters by the six states only; an answer is longer than 5 characters', () => {
    for (const state of TECH_PROVE_STATES) expect(techProveQuerySchema.parse({ state: String(state) }).state).toBe(state);
    expect(techProveQuerySchema.safeParse({ state: '5' }).success).toBe(false);
    expect(messages(answerTechQuaSchema.safeParse({ version: 1, answer: ' 12345 ' }))).toEqual(['validation.techQua.answerTooShort']);
    expect(answerTechQuaSchema.safeParse({ version: 1, answer: '123456' }).success).toBe(true);
  });

  it('the tables: who (403) before the state (409001); the buttons are exactly the allowed operations', () => {
    expect(allowedTransitions(TECH_PROVE_MACHINE, 0, ['proposer'])).toEqual(['edit', 'withdraw']);
    expect(allowedTransitions(TECH_PROVE_MACHINE, 0, ['staff'])).toEqual(['accept', 'cancel']);
    expect(allowedTransitions(TECH_PROVE_MACHINE, 2, ['proposer', 'staff'])).toEqual(['reject', 'prove', 'cancel']);
    expect(allowedTransitions(TECH_PROVE_MACHINE, 3, ['staff'])).toEqual(['close']);
    expect(allowedTransitions(TECH_PROVE_MACHINE, 4, ['proposer', 'staff'])).toEqual([]);
    expect(allowedTransitions(TECH_PROVE_MACHINE, -1, ['proposer', 'staff'])).toEqual([]);
    expect(checkTransition(TECH_PROVE_MACHINE, 1, ['proposer'], 'accept')).toEqual({ error: 'forbidden', key: 'error.forbidden' });
    expect(checkTransition(TECH_PROVE_MACHINE, 1, ['staff'], 'accept')).toEqual({ error: 'dataStateChanged', key: 'techProve.wrongState' });
    expect(checkTransition(TECH_QUA_MACHINE, 4, ['asker'], 'cancel')).toEqual({ error: 'dataStateChanged', key: 'techQua.wrongState' });
    expect(checkTransition(TECH_QUA_MACHINE, 0, ['asker'], 'answer')).toEqual({ error: 'forbidden', key: 'error.forbidden' });
    expect(remarkProblem(TECH_PROVE_MACHINE, 'finish', ' ')).toBe('techProve.remarkRequired');
    expect(remarkProblem(TECH_PROVE_MACHINE, 'accept', '')).toBeNull();
  });

  it('a table naming an unknown state or nobody is refused when defined', () => {
    const machine = (to: number, by: string[]) => () =>
      defineStateMachine({ name: 'x', states: [0, 1], operations: ['go'], wrongState: 'error.dataStateChanged', remarkRequired: 'workflow.remarkRequired', transitions: { go: { from: [0], to, by, remark: 'optional' } } });
    expect(machine(2, ['a'])).toThrow('x.go names unknown states 2');
    expect(machine(1, [])).toThrow('x.go has nobody who may take it');
    expect(machine(1, ['a'])).not.toThrow();
  });

  it('announces the submission and every state change as tis.document.techProve.<step>.v1', () => {
    const topics = EVENT_CONTRACTS.map((c) => c.topic).filter((t) => t.startsWith('tis.document.techProve.'));
    expect(topics.sort()).toEqual(['accept', 'cancel', 'close', 'finish', 'prove', 'reject', 'submit', 'withdraw'].map((op) => `tis.document.techProve.${op}.v1`));
  });
});
