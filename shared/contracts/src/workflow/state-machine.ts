import type { ErrorName } from '../errors.js';
import type { MessageKey } from '../messages/index.js';

/**
 * A record whose life is ONE state column (technical proof, its questions; the shape of the alignment
 * standards' ALIGNMENT_TRANSITIONS): each operation names the states it accepts, the state it leaves
 * and the roles that may take it. The caller's roles on a row are the kind's to say (author, staff,
 * …); `checkTransition` is the one answer for the server and the buttons.
 */

/** Whether an operation needs a remark (a reason, the measures taken) or may go without one. */
export type RemarkRule = 'required' | 'optional';

export interface StateTransition<S extends number, R extends string> {
  /** The only states the operation accepts; any other answers 409001 ("the data state has changed"). */
  from: readonly S[];
  /** The state it leaves; null: the state stays (an edit). */
  to: S | null;
  /** The roles any one of which may take it; a caller with none of them is refused (403). */
  by: readonly R[];
  remark: RemarkRule;
}

export interface StateMachine<S extends number, R extends string, O extends string> {
  /** The record's name (a document kind, part of an event topic). */
  name: string;
  states: readonly S[];
  /** The operations in the order the buttons show them. */
  operations: readonly O[];
  transitions: Readonly<Record<O, StateTransition<S, R>>>;
  /** The 409001 message of an operation the row's state no longer accepts. */
  wrongState: MessageKey;
  /** The 400 message of an operation whose remark is required but missing. */
  remarkRequired: MessageKey;
}

/** A state machine whose table is checked once: every state named is one of its states. */
export function defineStateMachine<S extends number, R extends string, O extends string>(machine: StateMachine<S, R, O>): StateMachine<S, R, O> {
  for (const operation of machine.operations) {
    const rule = machine.transitions[operation];
    const named = [...rule.from, ...(rule.to === null ? [] : [rule.to])];
    const unknown = named.filter((state) => !machine.states.includes(state));
    if (unknown.length > 0) throw new Error(`${machine.name}.${operation} names unknown states ${unknown.join(', ')}`);
    if (rule.by.length === 0) throw new Error(`${machine.name}.${operation} has nobody who may take it`);
  }
  return machine;
}

export interface StateRefusal {
  error: ErrorName;
  key: MessageKey;
}

/**
 * Why a caller with `roles` may not take `operation` on a row in `state`, or null: first who (403:
 * none of the operation's roles), then the state (409001 with the machine's message: the screen
 * showed a state the row no longer has).
 */
export function checkTransition<S extends number, R extends string, O extends string>(machine: StateMachine<S, R, O>, state: number, roles: readonly R[], operation: O): StateRefusal | null {
  const rule = machine.transitions[operation];
  if (!rule.by.some((role) => roles.includes(role))) return { error: 'forbidden', key: 'error.forbidden' };
  if (!(rule.from as readonly number[]).includes(state)) return { error: 'dataStateChanged', key: machine.wrongState };
  return null;
}

/** The operations a caller with `roles` may take on a row in `state`: exactly the buttons the screen shows. */
export function allowedTransitions<S extends number, R extends string, O extends string>(machine: StateMachine<S, R, O>, state: number, roles: readonly R[]): O[] {
  return machine.operations.filter((operation) => checkTransition(machine, state, roles, operation) === null);
}

/** The message of a remark the operation needs but did not get; null when the remark fits. */
export function remarkProblem<S extends number, R extends string, O extends string>(machine: StateMachine<S, R, O>, operation: O, remark: string | null | undefined): MessageKey | null {
  return machine.transitions[operation].remark === 'required' && (remark ?? '').trim() === '' ? machine.remarkRequired : null;
}
