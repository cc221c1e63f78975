import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { FilesController } from './files/files.controller.js';
import { FilesService } from './files/files.service.js';
import { StoredFile } from './files/stored-file.entity.js';
import { UploadPurge } from './files/upload-purge.js';
import { FILECONVERTER_MIGRATIONS } from './migrations/index.js';

export const FILECONVERTER_SERVICE: ServiceDefinition = {
  service: 'fileconverter',
  entities: [StoredFile],
  migrations: FILECONVERTER_MIGRATIONS,
};

/** The fileconverter service: uploads, conversion, parsing. */
@Module({
  imports: [PlatformModule.forService(FILECONVERTER_SERVICE)],
  controllers: [FilesController],
  providers: [FilesService, UploadPurge],
})
export class FileconverterServiceModule {}
