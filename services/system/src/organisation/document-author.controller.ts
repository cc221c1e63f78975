import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type DocumentAuthor, documentAuthorSchema, SYSTEM_DOCUMENT_AUTHOR } from '@tis/contracts';
import { payloadOf } from '../service-call.js';
import { DocumentAuthorService } from './document-author.service.js';

/** The service call of the document service about a document's author (no HTTP routes). */
@Controller()
export class DocumentAuthorController {
  constructor(@Inject(DocumentAuthorService) private readonly authors: DocumentAuthorService) {}

  /** Service call: the author's organisation, post and the departments they approve for. */
  @MessagePattern(SYSTEM_DOCUMENT_AUTHOR)
  describe(@Payload() data: unknown): Promise<DocumentAuthor> {
    return this.authors.describe(payloadOf(documentAuthorSchema, data));
  }
}
