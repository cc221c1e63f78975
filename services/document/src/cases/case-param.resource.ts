import { Inject, Injectable } from '@nestjs/common';
import { CASE_PARAM_TYPES, type CaseParamNo, caseParamsResource, type RowOf } from '@tis/contracts';
import { DATA_SOURCE, duplicateError, resourceController, sameCode, VersionedCrudService, versionedMeta } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { CaseParam } from './case.entities.js';

/** Case parameters (/CaseDescription): a value is unique within its number and language regardless of case. */
@Injectable()
export class CaseParamService extends VersionedCrudService<CaseParam, typeof caseParamsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, CaseParam, caseParamsResource);
  }

  protected override async check(manager: EntityManager, values: Record<string, unknown>, row: CaseParam | null): Promise<void> {
    const paramNo = (values.paramNo as number | undefined) ?? row?.paramNo;
    const langCode = (values.langCode as string | undefined) ?? row?.langCode;
    const paramValue = values.paramValue as string | undefined;
    if (paramNo === undefined || langCode === undefined || paramValue === undefined) return;
    const same = await manager.findOneBy(CaseParam, { paramNo, langCode, paramValue: sameCode(paramValue) });
    if (same && same.id !== row?.id) throw duplicateError('error.duplicateData');
  }

  protected override toRow(row: CaseParam): RowOf<typeof caseParamsResource> {
    return {
      paramNo: row.paramNo,
      paramType: CASE_PARAM_TYPES[row.paramNo as CaseParamNo],
      paramValue: row.paramValue,
      langCode: row.langCode,
      sortNo: row.sortNo,
      ...versionedMeta(row),
    };
  }
}

export const CaseParamController = resourceController(caseParamsResource, CaseParamService);
