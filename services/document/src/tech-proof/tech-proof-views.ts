import {
  allowedTransitions,
  type BulletinAttachment,
  TECH_PROVE_MACHINE,
  TECH_PROVE_STATE,
  TECH_QUA_MACHINE,
  type TechProveDetail,
  type TechProveRole,
  type TechProveRow,
  type TechProveStepRecord,
  type TechQuaRole,
  type TechQuaRow,
  type WebTextKey,
} from '@tis/contracts';
import { type ExportColumn, timeCell, versionedMeta, webText } from '@tis/nest';
import type { TechProve, TechProveRecord, TechQua } from './tech-proof.entity.js';

/** The text of each state of a proof (the list's tag, the workbook's cell). */
export const TECH_PROVE_STATE_TEXT: Readonly<Record<number, WebTextKey>> = {
  [TECH_PROVE_STATE.pending]: 'techProve.state.pending',
  [TECH_PROVE_STATE.improving]: 'techProve.state.improving',
  [TECH_PROVE_STATE.improved]: 'techProve.state.improved',
  [TECH_PROVE_STATE.proven]: 'techProve.state.proven',
  [TECH_PROVE_STATE.closed]: 'techProve.state.closed',
  [TECH_PROVE_STATE.cancelled]: 'techProve.state.cancelled',
};

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

/** The stored attachments; a value that is not the JSON array written is read as none. */
export function attachmentsOf(row: Pick<TechProve, 'attachments'>): BulletinAttachment[] {
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((a: unknown): a is BulletinAttachment => typeof a === 'object' && a !== null && typeof (a as BulletinAttachment).url === 'string' && typeof (a as BulletinAttachment).name === 'string');
  } catch {
    return [];
  }
}

export function attachmentsColumn(attachments: readonly BulletinAttachment[]): string {
  return JSON.stringify(attachments.map(({ url, name }) => ({ url, name })));
}

/** A proof as the list shows it, with the operations the caller's roles on it allow. */
export function techProveRowOf(row: TechProve, roles: readonly TechProveRole[], openQuestions: number): TechProveRow {
  return {
    proveCode: row.proveCode,
    title: row.title,
    brandCode: row.brandCode,
    seriesCode: row.seriesCode,
    seriesName: row.seriesName,
    modelCode: row.modelCode,
    partCodes: row.partCodes ? row.partCodes.split(',') : [],
    state: row.state,
    proposerCode: row.proposerCode,
    proposerName: row.proposerName,
    orgCode: row.orgCode,
    orgName: row.orgName,
    openQuestions,
    createdAt: new Date(row.createdAt).toISOString(),
    actions: allowedTransitions(TECH_PROVE_MACHINE, row.state, roles),
    ...versionedMeta(row),
  };
}

export function techProveRecordOf(record: TechProveRecord): TechProveStepRecord {
  return {
    id: record.id,
    operation: record.operation,
    fromState: record.fromState,
    toState: record.toState,
    remark: record.remark,
    userCode: record.userCode,
    fullName: record.fullName,
    at: new Date(record.at).toISOString(),
  };
}

export function techQuaRowOf(qua: TechQua, roles: readonly TechQuaRole[]): TechQuaRow {
  return {
    id: qua.id,
    version: qua.version,
    question: qua.question,
    state: qua.state,
    askerCode: qua.askerCode,
    askerName: qua.askerName,
    askedAt: new Date(qua.createdAt).toISOString(),
    answer: qua.answer,
    answerName: qua.answerName,
    answerTime: iso(qua.answerTime),
    cancelRemark: qua.cancelRemark,
    actions: allowedTransitions(TECH_QUA_MACHINE, qua.state, roles),
  };
}

export function techProveDetailOf(row: TechProveRow, source: TechProve, history: readonly TechProveRecord[], questions: readonly TechQuaRow[], canAsk: boolean): TechProveDetail {
  return { ...row, description: source.description, attachments: attachmentsOf(source), history: history.map(techProveRecordOf), questions: [...questions], canAsk };
}

/** The columns of the list's workbook: the list's columns, the state as a word. */
export const TECH_PROVE_EXPORT_COLUMNS: readonly ExportColumn<TechProveRow>[] = [
  { header: 'techProve.field.proveCode', cell: (r) => r.proveCode },
  { header: 'techProve.field.title', cell: (r) => r.title },
  { header: 'techProve.field.brand', cell: (r) => r.brandCode },
  { header: 'techProve.field.series', cell: (r) => r.seriesName ?? r.seriesCode },
  { header: 'techProve.field.model', cell: (r) => r.modelCode ?? '' },
  { header: 'techProve.field.partCodes', cell: (r) => r.partCodes.join(', ') },
  { header: 'techProve.field.state', cell: (r, lang) => webText(lang, TECH_PROVE_STATE_TEXT[r.state] ?? 'techProve.state.pending') },
  { header: 'techProve.field.proposer', cell: (r) => r.proposerName },
  { header: 'techProve.field.orgName', cell: (r) => r.orgName ?? '' },
  { header: 'techProve.field.openQuestions', cell: (r) => r.openQuestions },
  { header: 'techProve.field.createdAt', cell: (r) => timeCell(r.createdAt) },
];
