import { readFileSync } from 'node:fs';
import { EVENT_CONTRACTS } from '@tis/contracts';
import { describe, expect, it } from 'vitest';

const TOPICS_FILE = new URL('../../../deploy/kafka/topics.txt', import.meta.url);

describe('deploy/kafka/topics.txt', () => {
  it('lists exactly the topics of the event contracts (production brokers do not create topics)', () => {
    const listed = readFileSync(TOPICS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]);
    expect([...listed].sort()).toEqual(EVENT_CONTRACTS.map((c) => c.topic).sort());
  });
});
