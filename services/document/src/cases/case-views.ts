import {
  CASE_RICH_TEXTS,
  CASE_STEP_FIELD_NAMES,
  CASE_STEP_FIELDS,
  caseWorkflow,
  type CaseDetail,
  type CaseRichText,
  type CaseRow,
  type CaseStepInput,
  type CaseStepView,
  type CreateCaseValues,
  documentStateKeys,
  richTextImageUrls,
  richTextToPlain,
} from '@tis/contracts';
import { type ExportColumn, timeCell, versionedMeta, webText } from '@tis/nest';
import type { DocumentActor } from '../kernel/document-actors.js';
import { documentRowFields } from '../kernel/document-views.js';
import type { RepairCase, RepairCaseStep } from './case.entities.js';

const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

/** A case as the lists show it, with the workflow buttons of the caller. */
export function caseRowOf(row: RepairCase, actor: DocumentActor): CaseRow {
  return {
    caseCode: row.caseCode,
    title: row.title,
    langCode: row.langCode,
    brandCode: row.brandCode,
    seriesCode: row.seriesCode,
    seriesName: row.seriesName,
    vin: row.vin,
    mileage: row.mileage,
    mileageElectric: row.mileageElectric,
    isExcellent: row.isExcellent,
    timesRead: row.timesRead,
    lastVerifierPost: row.lastVerifierPost,
    ...versionedMeta(row),
    ...documentRowFields(row, caseWorkflow, actor),
  };
}

export function stepViewOf(step: RepairCaseStep): CaseStepView {
  const record = step as unknown as Record<string, string | null>;
  return {
    section: step.section,
    sno: step.sno,
    ...(Object.fromEntries(CASE_STEP_FIELD_NAMES.map((f) => [f, record[f] ?? null])) as Record<(typeof CASE_STEP_FIELD_NAMES)[number], string | null>),
    description: step.description,
    images: list(step.images),
    audio: list(step.audio),
    video: list(step.video),
  };
}

export function caseDetailOf(row: RepairCase, steps: RepairCaseStep[], actor: DocumentActor, favorite: boolean): CaseDetail {
  return {
    runningStatus: row.runningStatus,
    roadType: row.roadType,
    weather: row.weather,
    symptom: row.symptom,
    faultPart: row.faultPart,
    duration: row.duration,
    dtcCode: row.dtcCode,
    source: row.source,
    description: row.description,
    checkProcess: row.checkProcess,
    solution: row.solution,
    summary: row.summary,
    steps: steps.map(stepViewOf),
    favorite,
    canMarkExcellent: actor.actions.includes('publish'),
    ...caseRowOf(row, actor),
  };
}

/** The rows to store for the steps the author sent: numbered 1… within each section, in the order sent. */
export function stepRowsOf(caseId: string, steps: readonly CaseStepInput[]): Partial<RepairCaseStep>[] {
  const numbers = new Map<string, number>();
  return steps.map((input) => {
    const step = input as Record<string, unknown> & { section: keyof typeof CASE_STEP_FIELDS };
    const sno = (numbers.get(step.section) ?? 0) + 1;
    numbers.set(step.section, sno);
    const fields = Object.fromEntries(CASE_STEP_FIELDS[step.section].map((f) => [f, (step[f] as string | null | undefined) ?? null]));
    const files = (key: 'images' | 'audio' | 'video'): string | null => {
      const urls = (step[key] as string[] | undefined) ?? [];
      return urls.length > 0 ? urls.join(',') : null;
    };
    return {
      caseId,
      section: step.section,
      sno,
      ...fields,
      description: (step.description as string | null | undefined) ?? null,
      images: files('images'),
      audio: files('audio'),
      video: files('video'),
    };
  });
}

/** Every stored file a case's rows name (the case claims them when saved). */
export function fileUrlsOf(input: { steps: readonly CaseStepInput[] } & Partial<Record<CaseRichText, string | null>>): string[] {
  return [
    ...CASE_RICH_TEXTS.flatMap((name) => richTextImageUrls(input[name])),
    ...input.steps.flatMap((s) => [...(s.images ?? []), ...(s.audio ?? []), ...(s.video ?? [])]),
  ];
}

/** The texts of a case that sensitive words are looked for in, at most `max` characters each. */
export function textsOf(content: Pick<CreateCaseValues, 'title' | 'description' | 'checkProcess' | 'solution' | 'summary' | 'faultPart' | 'symptom'>, steps: readonly RepairCaseStep[], max: number): string[] {
  const rich = [content.description, content.checkProcess, content.solution, content.summary].map((html) => (html ? richTextToPlain(html) : null));
  const texts = [content.title, ...rich, content.faultPart, content.symptom].filter((t): t is string => !!t);
  let chunk = '';
  for (const step of steps) {
    const record = step as unknown as Record<string, string | null>;
    const text = [...CASE_STEP_FIELD_NAMES.map((f) => record[f]), step.description].filter(Boolean).join('\n');
    if (chunk.length + text.length + 1 > max && chunk !== '') {
      texts.push(chunk);
      chunk = '';
    }
    chunk = chunk === '' ? text.slice(0, max) : `${chunk}\n${text}`;
  }
  if (chunk !== '') texts.push(chunk);
  return texts;
}

/** The columns of the case lists' workbooks: the lists' columns, states as words. */
export const CASE_EXPORT_COLUMNS: readonly ExportColumn<CaseRow>[] = [
  { header: 'cases.field.caseCode', cell: (r) => r.caseCode },
  { header: 'cases.field.title', cell: (r) => r.title },
  { header: 'cases.field.series', cell: (r) => r.seriesName ?? r.seriesCode },
  { header: 'cases.field.orgName', cell: (r) => r.orgName },
  { header: 'cases.field.author', cell: (r) => r.fullName },
  { header: 'cases.field.mileage', cell: (r) => r.mileage },
  { header: 'cases.field.states', cell: (r, lang) => documentStateKeys(r).map((key) => webText(lang, key)).join(', ') },
  { header: 'cases.field.createdAt', cell: (r) => timeCell(r.createdAt) },
  { header: 'cases.field.publishTime', cell: (r) => timeCell(r.publishTime) },
  { header: 'cases.field.timesRead', cell: (r) => r.timesRead },
];
