import {
  CASE_STEP_FIELD_NAMES,
  caseRowSchema,
  type CaseDetail,
  type CaseParamView,
  type CaseRow,
  type CaseStepField,
  type CaseStepSection,
  type CaseStepView,
} from '@tis/contracts';
import { envelopeAnswer, type FakeHandler } from '../../test/fake-server';
import { filterLookups } from '../../shared/document-filter/filter-test-kit';

/*
 * What the repair-case screen tests share: cases as the document service answers them, the case
 * parameters and the lookups of the filters and the editor. Test code only.
 */

export const DOCUMENT_API = '/tis/api/documentService';
export const AUTHOR = { userCode: 'author1', userName: 'Ann Author' };

/** A case as `GET case/:id` answers it: a draft of author1 unless `over` says otherwise. */
export function caseDetail(over: Partial<CaseDetail> = {}): CaseDetail {
  return {
    id: 'c-1',
    version: 3,
    updatedAt: '2026-01-05T08:00:00.000Z',
    updatedBy: 'author1',
    caseCode: 'RC-2026-0001',
    title: 'Brake noise at low speed',
    langCode: 'en_US',
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    seriesName: 'A5 Sedan',
    vin: null,
    orgCode: 'D001',
    orgName: 'Beijing Service',
    mileage: 12000,
    mileageElectric: null,
    authorCode: 'author1',
    fullName: 'Ann Author',
    department: 'AS',
    submitState: 0,
    verifyState: 2,
    publishState: 0,
    discard: 0,
    isExcellent: 0,
    timesRead: 0,
    lastVerifierPost: null,
    createdAt: '2026-01-04T08:00:00.000Z',
    submitTime: null,
    verifyTime: null,
    publishTime: null,
    actions: ['submit', 'discard', 'edit', 'delete'],
    runningStatus: null,
    roadType: null,
    weather: null,
    symptom: null,
    faultPart: null,
    duration: null,
    dtcCode: null,
    source: null,
    description: 'Squeal when braking below 20 km/h',
    checkProcess: null,
    solution: null,
    summary: null,
    steps: [],
    favorite: false,
    canMarkExcellent: false,
    ...over,
  };
}

/** A case as the lists answer it. */
export function caseRow(over: Partial<CaseDetail> = {}): CaseRow {
  // The row schema keeps the list's fields only.
  return caseRowSchema.parse(caseDetail(over));
}

function param(paramNo: number, paramType: string, paramValue: string, langCode = 'en_US'): CaseParamView {
  return { id: `p-${paramType}-${paramValue}`, version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'admin', paramNo, paramType, paramValue, langCode, sortNo: 0 };
}

/** The case parameters of en_US. */
export const PARAMS: CaseParamView[] = [param(1, 'runningStatus', 'At idle'), param(1, 'runningStatus', 'Accelerating'), param(4, 'roadType', 'Gravel road'), param(8, 'symptom', 'Squeal')];

/** The case parameters (of the asked language) and the lookups of the filters. */
export const caseLookups: FakeHandler = (request) => {
  const { url } = request;
  if (url.pathname === `${DOCUMENT_API}/caseParam/list`) {
    const list = PARAMS.filter((p) => p.langCode === url.searchParams.get('langCode'));
    return envelopeAnswer({ list, total: list.length });
  }
  return filterLookups(request);
};

/** A row of a case as the API answers it: every field null unless `over` gives it. */
export function caseStep(section: CaseStepSection, sno: number, over: Partial<CaseStepView> = {}): CaseStepView {
  const fields = Object.fromEntries(CASE_STEP_FIELD_NAMES.map((field) => [field, null])) as Record<CaseStepField, null>;
  return { section, sno, ...fields, description: null, images: [], audio: [], video: [], ...over };
}
