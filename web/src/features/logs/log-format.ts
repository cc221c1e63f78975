import dayjs from 'dayjs';
import type { LoginKind, OperationAction, OperationModule } from '@tis/contracts';
import type { WebTextKey } from '../../i18n/keys';

/** A server timestamp in the browser's time zone. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** 'YYYY-MM-DD' of a day `offset` days from today (negative: in the past). */
export function dayString(offset = 0): string {
  return dayjs().add(offset, 'day').format('YYYY-MM-DD');
}

export const LOGIN_KIND_TEXT: Record<LoginKind, WebTextKey> = {
  password: 'logs.kind.password',
  enterpriseChat: 'logs.kind.enterpriseChat',
  oidc: 'logs.kind.oidc',
};

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);

/** The outcomes the oauth service records; an outcome not listed here is shown as recorded. */
const OUTCOME_TEXT: Readonly<Record<string, WebTextKey>> = {
  success: 'logs.outcome.success',
  wrongPassword: 'logs.outcome.wrongPassword',
  unknownUser: 'logs.outcome.unknownUser',
  throttled: 'logs.outcome.throttled',
  challengeExpired: 'logs.outcome.challengeExpired',
  verificationFailed: 'logs.outcome.verificationFailed',
  frozen: 'logs.outcome.frozen',
  inactive: 'logs.outcome.inactive',
  notYetEffective: 'logs.outcome.notYetEffective',
  expired: 'logs.outcome.expired',
  invalid: 'logs.outcome.invalid',
  passwordMustChange: 'logs.outcome.passwordMustChange',
  enterpriseChatFailed: 'logs.outcome.enterpriseChatFailed',
};

export function outcomeTextKey(outcome: string): WebTextKey | undefined {
  return own(OUTCOME_TEXT, outcome) ? OUTCOME_TEXT[outcome] : undefined;
}

/** The name of each module that writes operation records (OPERATION_MODULES): the compiler checks that none is missing. */
export const OPERATION_MODULE_TEXT: Readonly<Record<OperationModule, WebTextKey>> = {
  post: 'logs.module.post',
  agencyKind: 'logs.module.agencyKind',
  agency: 'logs.module.agency',
  department: 'logs.module.department',
  sensitiveWord: 'logs.module.sensitiveWord',
  caseParam: 'logs.module.caseParam',
  case: 'logs.module.case',
  claim: 'logs.module.claim',
  homepageImage: 'logs.module.homepageImage',
  language: 'logs.module.language',
  translation: 'logs.module.translation',
  vinShield: 'logs.module.vinShield',
  brand: 'logs.module.brand',
  classification: 'logs.module.classification',
  kind: 'logs.module.kind',
  energy: 'logs.module.energy',
  carType: 'logs.module.carType',
  series: 'logs.module.series',
  seriesDirectory: 'logs.module.seriesDirectory',
  model: 'logs.module.model',
  modelConfig: 'logs.module.modelConfig',
  vehicle: 'logs.module.vehicle',
  seriesSetting: 'logs.module.seriesSetting',
  moduleSetting: 'logs.module.moduleSetting',
  commercialInfo: 'logs.module.commercialInfo',
  secretCardSeries: 'logs.module.secretCardSeries',
  secretCard: 'logs.module.secretCard',
  fileconverter: 'logs.module.fileconverter',
  mailList: 'logs.module.mailList',
  fastApp: 'logs.module.fastApp',
  feedbackType: 'logs.module.feedbackType',
  feedback: 'logs.module.feedback',
  bulletin: 'logs.module.bulletin',
  helpDoc: 'logs.module.helpDoc',
  law: 'logs.module.law',
  tisosArea: 'logs.module.tisosArea',
  alignmentStandard: 'logs.module.alignmentStandard',
  qualityFb: 'logs.module.qualityFb',
  productChange: 'logs.module.productChange',
  techProve: 'logs.module.techProve',
};

/** The name of each operation (OPERATION_ACTIONS, and the upload the file service records). */
const OPERATION_ACTION_TEXT: Readonly<Record<OperationAction | 'file.stored', WebTextKey>> = {
  create: 'logs.action.create',
  update: 'logs.action.update',
  delete: 'logs.action.delete',
  import: 'logs.action.import',
  submit: 'logs.action.submit',
  verify: 'logs.action.verify',
  publish: 'logs.action.publish',
  cancelPublish: 'logs.action.cancelPublish',
  discard: 'logs.action.discard',
  stop: 'logs.action.stop',
  edit: 'logs.action.edit',
  'file.stored': 'logs.action.file.stored',
};

/** The text key of a recorded module; undefined for one the screen does not know (shown as recorded). */
export function operationModuleTextKey(module: string): WebTextKey | undefined {
  return own(OPERATION_MODULE_TEXT, module) ? OPERATION_MODULE_TEXT[module as OperationModule] : undefined;
}

/** The text key of a recorded action; undefined for one the screen does not know (shown as recorded). */
export function operationActionTextKey(action: string): WebTextKey | undefined {
  return own(OPERATION_ACTION_TEXT, action) ? OPERATION_ACTION_TEXT[action as OperationAction] : undefined;
}
