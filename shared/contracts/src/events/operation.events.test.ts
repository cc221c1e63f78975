import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { OPERATION_ACTIONS, OPERATION_MODULES } from '../log/operation-log.js';
import type { ResourceDescriptor } from '../resource/resource.js';
import { WEB_TEXTS } from '../texts/web-texts.js';
import { WORKFLOW_ACTIONS } from '../workflow/workflow.js';
import { EVENT_CONTRACTS } from './index.js';
import { OPERATION_EVENTS, operationEventOf, operationPerformedSchema } from './operation.events.js';

const valid = { module: 'post', action: 'create', targetId: 'a1', targetName: 'P01 Engineer', userCode: 'admin', occurredAt: '2026-03-01T08:00:00.000Z' };

describe('operation events', () => {
  it('gives each producing service its own topic, all registered once among the event contracts', () => {
    expect(OPERATION_EVENTS.map((c) => [c.producer, c.topic])).toEqual([
      ['system', 'tis.system.operation.performed.v1'],
      ['vehicle', 'tis.vehicle.operation.performed.v1'],
      ['oauth', 'tis.oauth.operation.performed.v1'],
      ['document', 'tis.document.operation.performed.v1'],
    ]);
    expect(operationEventOf('vehicle')).toBe(OPERATION_EVENTS[1]);
    const topics = EVENT_CONTRACTS.map((c) => c.topic);
    expect(new Set(topics).size).toBe(topics.length);
    for (const contract of OPERATION_EVENTS) expect(topics).toContain(contract.topic);
  });

  it('names what to add for a service that has no operation event yet', () => {
    expect(() => operationEventOf('search')).toThrow("add defineOperationEvent('search') to OPERATION_EVENTS");
  });

  it('registers the events of every workflow action of the document kinds in use', () => {
    const topics = new Set(EVENT_CONTRACTS.map((c) => c.topic));
    for (const kind of ['case', 'claim']) for (const action of WORKFLOW_ACTIONS) expect(topics.has(`tis.document.${kind}.${action}.v1`), `${kind} ${action}`).toBe(true);
    expect(topics.has('tis.document.tsb.stop.v1')).toBe(false);
  });

  it('takes every workflow action as an operation and refuses what the log cannot store', () => {
    for (const action of WORKFLOW_ACTIONS) expect(OPERATION_ACTIONS).toContain(action);
    expect(operationPerformedSchema.safeParse(valid).success).toBe(true);
    expect(operationPerformedSchema.safeParse({ ...valid, targetId: '' }).success).toBe(true);
    const refused = [
      { action: 'file.stored' },
      { action: 'approve' },
      { module: 'Post' },
      { module: 'post.item' },
      { module: 'm'.repeat(51) },
      { targetId: 'x'.repeat(65) },
      { targetName: 'x'.repeat(256) },
      { userCode: '' },
      { occurredAt: 'yesterday' },
    ];
    for (const change of refused) expect(operationPerformedSchema.safeParse({ ...valid, ...change }).success, JSON.stringify(change)).toBe(false);
  });
});

describe('operation modules', () => {
  it('lists every resource, so the operation log names its writes in the reader’s language', async () => {
    const contracts: Record<string, unknown> = await import('../index.js');
    const resources = Object.values(contracts).filter((value): value is ResourceDescriptor => typeof value === 'object' && value !== null && 'codeFields' in value && 'keywordFields' in value && 'page' in value);
    expect(resources.length).toBeGreaterThan(25);
    const modules: readonly string[] = OPERATION_MODULES;
    expect(resources.map((r) => r.name).filter((name) => !modules.includes(name))).toEqual([]);
    const texts: Record<string, Record<string, string>> = WEB_TEXTS;
    for (const lang of LANGUAGES) for (const name of modules) expect(texts[lang]?.[`logs.module.${name}`], `${lang} ${name}`).toBeTruthy();
  });
});
