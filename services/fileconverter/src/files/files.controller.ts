import { Controller, Get, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FILECONVERTER_CLAIM_FILES, FILECONVERTER_FILE_OWNER, type FileClaimResult, type FileOwnerAnswer, TisError } from '@tis/contracts';
import { Authenticated, Endpoint, firstFile, type TisRequest } from '@tis/nest';
import { UPLOAD_CATEGORIES } from './upload-categories.js';
import { fileIdParamsSchema, storedFileDetailSchema, storedFileSchema, type StoredFileDetail, type StoredFileView, type UploadQuery, uploadQuerySchema } from './files.dto.js';
import { FilesService } from './files.service.js';

@Controller('fileconverter')
export class FilesController {
  constructor(@Inject(FilesService) private readonly files: FilesService) {}

  @Post('upload')
  @Authenticated()
  @Endpoint({
    summary: 'Upload one file (multipart field "file"); its type is checked by content',
    query: uploadQuerySchema,
    bodyType: 'multipart/form-data',
    response: storedFileSchema,
  })
  async upload(@Req() req: TisRequest, @Query() query: UploadQuery): Promise<StoredFileView> {
    const part = await firstFile(req, 'file', UPLOAD_CATEGORIES[query.category].maxBytes);
    if (!part) throw new TisError('validation', { detail: 'file: validation.required' });
    return this.files.store({ body: part.stream, fileName: part.fileName, category: query.category, userCode: req.user?.userCode ?? '' });
  }

  @Get('files/:id')
  @Authenticated()
  @Endpoint({ summary: 'A stored file and its operation history', params: fileIdParamsSchema, response: storedFileDetailSchema })
  detail(@Param('id') id: string): Promise<StoredFileDetail> {
    return this.files.detail(id);
  }

  /** A service whose record references stored files claims them (internal: service client only). */
  @MessagePattern(FILECONVERTER_CLAIM_FILES)
  claim(@Payload() data: unknown): Promise<FileClaimResult> {
    return this.files.claim(data);
  }

  /** The gateway asks who owns a file before it serves it (internal: service client only). */
  @MessagePattern(FILECONVERTER_FILE_OWNER)
  owner(@Payload() data: unknown): Promise<FileOwnerAnswer> {
    return this.files.owner(data);
  }
}
