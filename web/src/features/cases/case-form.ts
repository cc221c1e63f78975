import {
  CASE_STEP_FIELDS,
  CASE_STEP_SECTIONS,
  type CaseDetail,
  type CaseStepInput,
  type CaseStepSection,
  type CaseStepView,
  type CaseStepField,
  type CreateCase,
} from '@tis/contracts';

/** The media of a case row (spec section 3: image, audio and video). */
export type CaseMediaKind = 'images' | 'audio' | 'video';
export const CASE_MEDIA_KINDS: readonly CaseMediaKind[] = ['images', 'audio', 'video'];

/** A row of a section as the editor's form holds it. */
export type StepFormRow = Partial<Record<CaseStepField | 'description', string | null>> & Record<CaseMediaKind, string[]>;

export const emptyStepRow = (): StepFormRow => ({ images: [], audio: [], video: [] });

/** The head's short texts (the first four offer the case parameters' words). */
export const HEAD_WORDS = ['runningStatus', 'roadType', 'weather', 'symptom', 'faultPart', 'duration', 'dtcCode', 'source'] as const;
/** The head's long texts after the (required) description. */
export const HEAD_TEXTS = ['checkProcess', 'solution', 'summary'] as const;

type HeadWord = (typeof HEAD_WORDS)[number];
type HeadText = (typeof HEAD_TEXTS)[number];

/** The editor's form: the head, and the rows by section. */
export type CaseForm = {
  title?: string;
  brandCode?: string;
  seriesCode?: string;
  vin?: string;
  mileage?: number | null;
  mileageElectric?: number | null;
  description?: string;
  steps: Record<CaseStepSection, StepFormRow[]>;
} & Partial<Record<HeadWord | HeadText, string>>;

const emptySteps = (): Record<CaseStepSection, StepFormRow[]> => ({ fault: [], check: [], analysis: [], solution: [] });

/** A text of the API as a form value (null: empty). */
const text = (value: string | null | undefined): string | undefined => value ?? undefined;

function rowOf(step: CaseStepView): StepFormRow {
  const row: StepFormRow = { ...emptyStepRow(), images: [...step.images], audio: [...step.audio], video: [...step.video], description: text(step.description) };
  for (const field of CASE_STEP_FIELDS[step.section]) row[field] = text(step[field]);
  return row;
}

/** The form of a case that was opened, or of a new one. */
export function formOf(detail: CaseDetail | null | undefined): CaseForm {
  if (!detail) return { steps: emptySteps() };
  const steps = emptySteps();
  for (const step of [...detail.steps].sort((a, b) => a.sno - b.sno)) steps[step.section].push(rowOf(step));
  const form: CaseForm = {
    title: detail.title,
    brandCode: detail.brandCode,
    seriesCode: detail.seriesCode,
    vin: text(detail.vin),
    mileage: detail.mileage,
    mileageElectric: detail.mileageElectric,
    description: detail.description,
    steps,
  };
  for (const name of [...HEAD_WORDS, ...HEAD_TEXTS]) form[name] = text(detail[name]);
  return form;
}

/** Where each sent row comes from: the n-th row sent is `places[n]` of the form. */
export interface StepPlace {
  section: CaseStepSection;
  index: number;
}

function stepOf(section: CaseStepSection, row: StepFormRow): CaseStepInput {
  const fields = Object.fromEntries(CASE_STEP_FIELDS[section].map((field) => [field, row[field] ?? null]));
  return { section, ...fields, description: row.description ?? null, images: row.images, audio: row.audio, video: row.video };
}

/** What `POST case` / `PUT case/:id` take (before the schema cleans it), with the places of the rows in the form. */
export function contentOf(form: CaseForm): { content: CreateCase; places: StepPlace[] } {
  const places: StepPlace[] = [];
  const steps: CaseStepInput[] = [];
  for (const section of CASE_STEP_SECTIONS) {
    form.steps[section].forEach((row, index) => {
      places.push({ section, index });
      steps.push(stepOf(section, row));
    });
  }
  const content: CreateCase = {
    title: form.title ?? '',
    brandCode: form.brandCode ?? '',
    seriesCode: form.seriesCode ?? '',
    vin: form.vin ?? null,
    mileage: form.mileage,
    mileageElectric: form.mileageElectric ?? null,
    description: form.description ?? '',
    steps,
  };
  for (const name of [...HEAD_WORDS, ...HEAD_TEXTS]) content[name] = form[name] ?? null;
  return { content, places };
}

/**
 * The form field an issue of the case schema belongs to: a head field, a row's field (an empty row
 * is shown at its description), or null for the whole case (too many rows).
 */
export function fieldOfIssue(path: readonly PropertyKey[], places: readonly StepPlace[]): (string | number)[] | null {
  const [first, index, field] = path;
  if (first !== 'steps') return typeof first === 'string' ? [first] : null;
  const place = typeof index === 'number' ? places[index] : undefined;
  if (!place) return null;
  return ['steps', place.section, place.index, typeof field === 'string' ? field : 'description'];
}
