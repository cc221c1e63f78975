import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { DIAGNOSIS_MIGRATIONS } from './migrations/index.js';

export const DIAGNOSIS_SERVICE: ServiceDefinition = { service: 'diagnosis', entities: [], migrations: DIAGNOSIS_MIGRATIONS };

/** The diagnosis service: VDS, DTC, data streams, OTA program update, topology. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(DIAGNOSIS_SERVICE)],
})
export class DiagnosisServiceModule {}
