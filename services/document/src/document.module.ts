import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { DOCUMENT_MIGRATIONS } from './migrations/index.js';

export const DOCUMENT_SERVICE: ServiceDefinition = { service: 'document', entities: [], migrations: DOCUMENT_MIGRATIONS };

/** The document service: manuals, TSB, labor, cases, claims, worksheets, software, Q&A, document centre. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(DOCUMENT_SERVICE)],
})
export class DocumentServiceModule {}
