import { CASE_STEP_SECTIONS, type CaseStepSection } from '@tis/contracts';
import { RICH_TEXT_COLUMN, VersionedEntity, WorkflowDocument } from '@tis/nest';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A repair case (spec section 3): its head and the workflow columns of WorkflowDocument; its rows
 * are RepairCaseStep. Every filter of the case filter has an index (migration 1700000080000); both
 * lists show the newest case code first (keyPage over (scope…, case_code)).
 */
@Entity('repair_case')
@Index('uq_repair_case_code', ['caseCode'], { unique: true })
@Index('idx_repair_case_published', ['publishState', 'discard', 'caseCode'])
@Index('idx_repair_case_brand_published', ['brandCode', 'publishState', 'discard', 'caseCode'])
@Index('idx_repair_case_series', ['seriesCode', 'publishState', 'discard', 'caseCode'])
@Index('idx_repair_case_org', ['orgCode', 'caseCode'])
@Index('idx_repair_case_author', ['authorCode', 'caseCode'])
@Index('idx_repair_case_department', ['department', 'submitState', 'verifyState'])
@Index('idx_repair_case_verify', ['verifyState', 'publishState'])
@Index('idx_repair_case_excellent', ['isExcellent', 'publishState', 'caseCode'])
@Index('idx_repair_case_area', ['areaId'])
@Index('idx_repair_case_region', ['regionId'])
@Index('idx_repair_case_district', ['districtId'])
@Index('idx_repair_case_org_name', ['orgName'])
@Index('idx_repair_case_title', ['title'])
@Index('idx_repair_case_created', ['createdAt'])
@Index('idx_repair_case_verifier_post', ['lastVerifierPost'])
export class RepairCase extends WorkflowDocument {
  @Column({ type: 'varchar', length: 32 })
  caseCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 10 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 100 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;

  @Column({ type: 'varchar', length: 17, nullable: true })
  vin!: string | null;

  /** The author's dealer (agent code) or, for OEM authors, department. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orgCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  orgName!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  areaId!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  regionId!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  districtId!: string | null;

  /** The author's name when the case was written. */
  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'integer' })
  mileage!: number;

  @Column({ type: 'integer', nullable: true })
  mileageElectric!: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  runningStatus!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  roadType!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  weather!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  symptom!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  faultPart!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  duration!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dtcCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  source!: string | null;

  /** Rich text (as are the check and analysis process, solution and summary): sanitized on every write. */
  @Column({ type: 'text', transformer: RICH_TEXT_COLUMN })
  description!: string;

  /** The check and analysis process. */
  @Column({ type: 'text', nullable: true, transformer: RICH_TEXT_COLUMN })
  checkProcess!: string | null;

  @Column({ type: 'text', nullable: true, transformer: RICH_TEXT_COLUMN })
  solution!: string | null;

  @Column({ type: 'text', nullable: true, transformer: RICH_TEXT_COLUMN })
  summary!: string | null;

  @Column({ type: 'integer', default: 0 })
  isExcellent!: number;

  @Column({ type: 'integer', default: 0 })
  timesRead!: number;

  /** The post code of the last approver (the case filter's "last verifier post"). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lastVerifierPost!: string | null;

  override operationName(): string {
    return `${this.caseCode} ${this.title}`;
  }
}

/** One fault, check, analysis or solution row of a case; media are comma-separated /tis/file/ paths. */
@Entity('repair_case_step')
@Index('idx_repair_case_step_case', ['caseId', 'section', 'sno'])
@Index('idx_repair_case_step_running_status', ['runningStatus', 'caseId'])
@Index('idx_repair_case_step_road_type', ['roadType', 'caseId'])
@Index('idx_repair_case_step_weather', ['weather', 'caseId'])
@Index('idx_repair_case_step_symptom', ['symptom', 'caseId'])
@Index('idx_repair_case_step_driver_operation', ['driverOperation', 'caseId'])
@Index('idx_repair_case_step_direction', ['direction', 'caseId'])
@Index('idx_repair_case_step_position', ['position', 'caseId'])
@Index('idx_repair_case_step_position_suffix', ['positionSuffix', 'caseId'])
@Index('idx_repair_case_step_symptom_prefix', ['symptomPrefix', 'caseId'])
export class RepairCaseStep {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 36 })
  caseId!: string;

  @Column({ type: 'varchar', length: 10 })
  section!: CaseStepSection;

  @Column({ type: 'integer' })
  sno!: number;

  @Column({ type: 'varchar', length: 100, nullable: true }) runningStatus!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) driverOperation!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) direction!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) roadType!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) weather!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) durationString!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) position!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) positionSuffix!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) symptom!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) symptomPrefix!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) objectSystem!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) object!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) objectCode!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) parameter!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) systemCode!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) value!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) dtcCode!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) action!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  images!: string | null;

  @Column({ type: 'text', nullable: true })
  audio!: string | null;

  @Column({ type: 'text', nullable: true })
  video!: string | null;
}

/** A case parameter (spec section 3): a value of one parameter number in one language. */
@Entity('case_param')
@Index('uq_case_param_value', ['paramNo', 'langCode', 'paramValue'], { unique: true })
@Index('uq_case_param_value_ci', { synchronize: false }) // SQLite only: the value without case (createCodeIndexes)
@Index('idx_case_param_order', ['paramNo', 'sortNo', 'paramValue'])
@Index('idx_case_param_lang', ['langCode', 'paramNo', 'sortNo'])
@Index('idx_case_param_value', ['paramValue'])
export class CaseParam extends VersionedEntity {
  @Column({ type: 'integer' })
  paramNo!: number;

  @Column({ type: 'varchar', length: 100 })
  paramValue!: string;

  @Column({ type: 'varchar', length: 10 })
  langCode!: string;

  @Column({ type: 'integer', default: 0 })
  sortNo!: number;
}

export const CASE_SECTIONS: readonly CaseStepSection[] = CASE_STEP_SECTIONS;
export const CASE_ENTITIES = [RepairCase, RepairCaseStep, CaseParam];
