import type { EventContract } from '@tis/contracts';
import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './event-bus.js';
import { recordOperation } from './operation-record.js';

/** A transaction of `service` that keeps what it emits, validated by the contract as the bus does. */
function fakeTransaction(service: Transaction['service']) {
  const emitted: { topic: string; payload: unknown; key: string }[] = [];
  const tx: Transaction = {
    manager: {} as EntityManager,
    service,
    emit: (contract: EventContract, payload: unknown, key: string) => {
      emitted.push({ topic: contract.topic, payload: contract.schema.parse(payload), key });
      return Promise.resolve();
    },
  };
  return { tx, emitted };
}

describe('recordOperation', () => {
  it("emits the transaction's service's operation event, keyed by the row", async () => {
    const { tx, emitted } = fakeTransaction('system');
    await recordOperation(tx, { module: 'post', action: 'update', targetId: 'row-1', targetName: 'P01 Engineer', userCode: 'admin' });
    expect(emitted).toEqual([
      {
        topic: 'tis.system.operation.performed.v1',
        key: 'row-1',
        payload: { module: 'post', action: 'update', targetId: 'row-1', targetName: 'P01 Engineer', userCode: 'admin', occurredAt: expect.any(String) as unknown },
      },
    ]);
  });

  it('keys an operation on many rows by its module and cuts a long name without splitting a character', async () => {
    const { tx, emitted } = fakeTransaction('vehicle');
    const name = `${'x'.repeat(254)}😀tail`;
    await recordOperation(tx, { module: 'vinShield', action: 'import', targetId: '', targetName: name, userCode: 'admin' });
    expect(emitted[0]?.key).toBe('vinShield');
    expect((emitted[0]?.payload as { targetName: string }).targetName).toBe('x'.repeat(254));
  });

  it('refuses a service without an operation event', async () => {
    const { tx } = fakeTransaction('search');
    await expect(recordOperation(tx, { module: 'post', action: 'create', targetId: 'a', targetName: 'b', userCode: 'admin' })).rejects.toThrow('has no operation event');
  });
});
