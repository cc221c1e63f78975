import { parseArgs } from 'node:util';
import type { ServiceName } from '@tis/contracts';
import { DataSource, In } from 'typeorm';
import { type PlatformConfig, databaseUrlFor, loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../database/data-source.js';
import { sleep } from './delivery.js';
import { DeadLetter, type DeadLetterState, PLATFORM_ENTITIES } from './outbox.entity.js';

/**
 * What operators do with dead letters (deploy/README.md, "Dead letters"): list them, inspect one,
 * ask for its replay (the consumer applies it through its handler, EventBus.replayRequested) or
 * discard it. Each action records who did it and when.
 */

/** Letters still waiting for an operator (open, or asked for a replay not applied yet), oldest first; all of them with `all`. */
export function listDeadLetters(ds: DataSource, { all = false }: { all?: boolean } = {}): Promise<DeadLetter[]> {
  return ds.getRepository(DeadLetter).find({
    where: all ? {} : { state: In(['open', 'replaying']) },
    order: { firstSeenAt: 'ASC' },
  });
}

export function findDeadLetter(ds: DataSource, id: string): Promise<DeadLetter | null> {
  return ds.getRepository(DeadLetter).findOneBy({ id });
}

/** Moves an open letter (or one in `from`) to `to`, recording who; false when it is not in such a state. */
async function act(ds: DataSource, id: string, from: DeadLetterState[], to: DeadLetterState, by: string): Promise<boolean> {
  const result = await ds.getRepository(DeadLetter).update({ id, state: In(from) }, { state: to, handledBy: by, handledAt: new Date() });
  return (result.affected ?? 0) > 0;
}

/** Asks the consumer to apply an open letter again (it does on its next pass); false when the letter is not open. */
export function requestReplay(ds: DataSource, id: string, by: string): Promise<boolean> {
  return act(ds, id, ['open'], 'replaying', by);
}

/** Gives up an open letter, or a replay not applied yet; false when it is neither. */
export function discardDeadLetter(ds: DataSource, id: string, by: string): Promise<boolean> {
  return act(ds, id, ['open', 'replaying'], 'discarded', by);
}

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage: dead-letters <command> [options]
  list [--all]                       dead letters waiting for an operator (--all: also replayed and discarded ones)
  show <id>                          one dead letter with its event
  replay <id> --by <user> [--wait <seconds>]
                                     the consumer applies the event again (once); waits for the outcome (default 30 s)
  discard <id> --by <user>           gives the event up`;

/** What is wrong with the command line, if anything. */
function usageProblem(command: string | undefined, id: string | undefined, by: string | undefined, waitSeconds: number): string | undefined {
  if (!command) return 'which command?';
  if (!['list', 'show', 'replay', 'discard'].includes(command)) return `unknown command "${command}"`;
  if (command !== 'list' && !id) return `${command} needs the id of a dead letter (see "list")`;
  if ((command === 'replay' || command === 'discard') && !by?.trim()) return `${command} needs --by <user>: who does it is recorded`;
  if (!Number.isFinite(waitSeconds) || waitSeconds < 0) return '--wait takes a number of seconds';
  return undefined;
}

const iso = (d: Date | null): string => (d ? new Date(d).toISOString() : '-');

function describe(service: ServiceName, l: DeadLetter): string[] {
  let envelope = l.envelope;
  try {
    envelope = JSON.stringify(JSON.parse(l.envelope), null, 2);
  } catch {
    // not JSON: shown as received
  }
  return [
    `id:          ${l.id}`,
    `service:     ${service}`,
    `group:       ${l.consumerGroup}`,
    `topic:       ${l.topic}`,
    `event:       ${l.eventId}`,
    `state:       ${l.state}${l.handledBy ? ` (by ${l.handledBy} at ${iso(l.handledAt)})` : ''}`,
    `first seen:  ${iso(l.firstSeenAt)}`,
    `last seen:   ${iso(l.lastSeenAt)}`,
    `attempts:    ${l.attempts}`,
    `error:       ${l.error}`,
    `envelope:`,
    envelope,
  ];
}

/**
 * The `dead-letters` command of a service image (`node services/<service>/dist/dead-letters.js`;
 * the embedded image covers every service). It opens the databases of `services` as the services
 * do (TIS_DB_URL or TIS_DATA_DIR) without migrating them. Answers the exit code: 0 done, 1 refused
 * or failed, 2 a replay asked for but not applied within the wait (the consumer is not running).
 */
export async function runDeadLetterCommand(
  services: readonly ServiceName[],
  argv: string[],
  io: CommandIo = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) },
  config: PlatformConfig = loadConfig(),
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { all: { type: 'boolean' }, by: { type: 'string' }, wait: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 1;
  }
  const [command, id] = parsed.positionals;
  const { by, all, wait } = parsed.values;
  const waitSeconds = wait === undefined ? 30 : Number(wait);
  const problem = usageProblem(command, id, by, waitSeconds);
  if (parsed.values.help || problem) {
    if (problem) io.err(problem);
    io.err(USAGE);
    return problem ? 1 : 0;
  }

  const open = new Map<ServiceName, DataSource>();
  try {
    for (const service of services) {
      const ds = new DataSource(dataSourceOptions({ url: databaseUrlFor(config, service), entities: PLATFORM_ENTITIES, migrations: [] }));
      await ds.initialize();
      open.set(service, ds);
      const runner = ds.createQueryRunner();
      const migrated = await runner.hasTable('dead_letter').finally(() => runner.release());
      if (!migrated) {
        io.err(`the ${service} database has no dead_letter table yet: start the ${service} service once (it migrates its database)`);
        return 1;
      }
    }

    if (command === 'list') {
      let count = 0;
      for (const [service, ds] of open) {
        for (const l of await listDeadLetters(ds, { all })) {
          count += 1;
          io.out([l.id, service, l.state, iso(l.firstSeenAt), `${l.attempts}x`, l.consumerGroup, l.topic, l.error.replace(/\s+/g, ' ').slice(0, 160)].join('  '));
        }
      }
      if (count === 0) io.out(all ? 'no dead letters' : 'no dead letters waiting');
      return 0;
    }

    let found: { service: ServiceName; ds: DataSource; letter: DeadLetter } | undefined;
    for (const [service, ds] of open) {
      const letter = await findDeadLetter(ds, id as string);
      if (letter) found = { service, ds, letter };
    }
    if (!found) {
      io.err(`no dead letter ${id}`);
      return 1;
    }
    const { service, ds, letter } = found;
    if (command === 'show') {
      for (const line of describe(service, letter)) io.out(line);
      return 0;
    }
    const user = (by as string).trim();
    if (command === 'discard') {
      if (!(await discardDeadLetter(ds, letter.id, user))) {
        io.err(`dead letter ${letter.id} is ${letter.state}: only an open one, or one whose replay is not applied yet, can be discarded`);
        return 1;
      }
      io.out(`dead letter ${letter.id} discarded by ${user}`);
      return 0;
    }
    if (!(await requestReplay(ds, letter.id, user))) {
      io.err(`dead letter ${letter.id} is ${letter.state}: only an open one can be replayed`);
      return 1;
    }
    io.out(`replay of ${letter.id} asked for by ${user}; the ${service} service applies it`);
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const now = await findDeadLetter(ds, letter.id);
      if (now?.state === 'replayed') {
        io.out(`replayed at ${iso(now.handledAt)}`);
        return 0;
      }
      if (now?.state !== 'replaying') {
        io.err(`replay failed; the letter is ${now?.state ?? 'gone'} again: ${now?.error ?? ''}`);
        return 1;
      }
      if (Date.now() >= deadline) {
        io.err(`not applied yet: the ${service} service applies it when it runs (see "show ${letter.id}")`);
        return 2;
      }
      await sleep(250);
    }
  } finally {
    for (const ds of open.values()) await ds.destroy();
  }
}
