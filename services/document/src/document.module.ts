import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition, WORKFLOW_ENTITIES } from '@tis/nest';
import { CaseParamController, CaseParamService } from './cases/case-param.resource.js';
import { CaseController } from './cases/case.controller.js';
import { CASE_ENTITIES } from './cases/case.entities.js';
import { CaseSeeder } from './cases/case-seeder.js';
import { CaseService } from './cases/case.service.js';
import { ClaimController } from './claims/claim.controller.js';
import { ClaimCase } from './claims/claim.entity.js';
import { ClaimService } from './claims/claim.service.js';
import { DocumentActors } from './kernel/document-actors.js';
import { DocumentFilesController } from './kernel/document-files.controller.js';
import { DocumentKernelController } from './kernel/document-kernel.controller.js';
import { DocumentKernelService } from './kernel/document-kernel.service.js';
import { Favorite } from './kernel/favorite.entity.js';
import { DOCUMENT_MIGRATIONS } from './migrations/index.js';

export const DOCUMENT_SERVICE: ServiceDefinition = {
  service: 'document',
  entities: [...WORKFLOW_ENTITIES, ...CASE_ENTITIES, ClaimCase, Favorite],
  migrations: DOCUMENT_MIGRATIONS,
};

/** The document service: manuals, TSB, labor, cases, claims, worksheets, software, Q&A, document centre. Repair cases are the first kind. */
@Module({
  imports: [PlatformModule.forService(DOCUMENT_SERVICE)],
  controllers: [CaseController, CaseParamController, ClaimController, DocumentKernelController, DocumentFilesController],
  providers: [DocumentActors, CaseService, CaseParamService, ClaimService, DocumentKernelService, CaseSeeder],
})
export class DocumentServiceModule {}
