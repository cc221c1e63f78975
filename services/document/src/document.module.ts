import { Module } from '@nestjs/common';
import { PlatformModule, searchSourceController, type ServiceDefinition, WORKFLOW_ENTITIES } from '@tis/nest';
import { CaseParamController, CaseParamService } from './cases/case-param.resource.js';
import { CaseController } from './cases/case.controller.js';
import { CASE_ENTITIES } from './cases/case.entities.js';
import { CaseSeeder } from './cases/case-seeder.js';
import { ClaimSeeder } from './claims/claim-seeder.js';
import { CaseService } from './cases/case.service.js';
import { CASE_SEARCH } from './cases/case.search.js';
import { CLAIM_SEARCH } from './claims/claim.search.js';
import { QUALITY_FB_SEARCH } from './quality-feedback/quality-feedback.search.js';
import { TECH_PROVE_SEARCH } from './tech-proof/tech-proof.search.js';
import { ClaimController } from './claims/claim.controller.js';
import { ClaimCase } from './claims/claim.entity.js';
import { ClaimService } from './claims/claim.service.js';
import { DocumentActors } from './kernel/document-actors.js';
import { DocumentFilesController } from './kernel/document-files.controller.js';
import { DocumentKernelController } from './kernel/document-kernel.controller.js';
import { DocumentKernelService } from './kernel/document-kernel.service.js';
import { Favorite } from './kernel/favorite.entity.js';
import { DOCUMENT_MIGRATIONS } from './migrations/index.js';
import { ProductChangeController } from './product-change/product-change.controller.js';
import { PRODUCT_CHANGE_ENTITIES } from './product-change/product-change.entity.js';
import { ProductChangeService } from './product-change/product-change.service.js';
import { QualityFeedbackController } from './quality-feedback/quality-feedback.controller.js';
import { QUALITY_FEEDBACK_ENTITIES } from './quality-feedback/quality-feedback.entity.js';
import { QualityFeedbackService } from './quality-feedback/quality-feedback.service.js';
import { TechProofController } from './tech-proof/tech-proof.controller.js';
import { TECH_PROVE_ENTITIES } from './tech-proof/tech-proof.entity.js';
import { TechProofService } from './tech-proof/tech-proof.service.js';

export const DOCUMENT_SERVICE: ServiceDefinition = {
  service: 'document',
  entities: [...WORKFLOW_ENTITIES, ...CASE_ENTITIES, ClaimCase, Favorite, ...QUALITY_FEEDBACK_ENTITIES, ...PRODUCT_CHANGE_ENTITIES, ...TECH_PROVE_ENTITIES],
  migrations: DOCUMENT_MIGRATIONS,
};

/** The kinds of the document service in the search (issue 17): their transitions feed the index. */
export const DOCUMENT_SEARCHABLE = [CASE_SEARCH, CLAIM_SEARCH, QUALITY_FB_SEARCH, TECH_PROVE_SEARCH];

/** The document service: manuals, TSB, labor, cases, claims, worksheets, software, Q&A, document centre. Repair cases are the first kind. */
@Module({
  imports: [PlatformModule.forService(DOCUMENT_SERVICE)],
  controllers: [searchSourceController('document'), CaseController, CaseParamController, ClaimController, QualityFeedbackController, ProductChangeController, TechProofController, DocumentKernelController, DocumentFilesController],
  providers: [DocumentActors, CaseService, CaseParamService, ClaimService, QualityFeedbackService, ProductChangeService, TechProofService, DocumentKernelService, CaseSeeder, ClaimSeeder],
})
export class DocumentServiceModule {}
