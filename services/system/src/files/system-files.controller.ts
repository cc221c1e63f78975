import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { bulletinWorkflow, filesReadablePattern, filesReadableQuerySchema, LAW_MODULE } from '@tis/contracts';
import { type RequestUser, SessionResolver } from '@tis/nest';
import { BulletinService } from '../bulletins/bulletin.service.js';
import { FEEDBACK_MODULE, FeedbackService } from '../feedback/feedback.service.js';
import { HELP_DOC_MODULE, HelpDocService } from '../help-docs/help-doc.service.js';
import { LawService } from '../laws/law.service.js';

/** A kind of record whose stored files its readers read (the owner `system.<kind>:<id>`). */
interface FileOwners {
  filesReadable(id: string, user: RequestUser): Promise<boolean>;
}

/**
 * Files belong to something (ADR 0017): the gateway asks before it serves a file the system
 * service's records own, and each kind answers with its own access — a feedback's images for its
 * sender and /FeedbackList staff, a notice's files for whom it targets (drafts: the notice staff), a
 * regulation's file for everyone who reads /Laws, a help document's images for its editors and,
 * while it is visible, its readers. Any other kind is refused.
 */
@Controller()
export class SystemFilesController {
  private readonly owners: ReadonlyMap<string, FileOwners>;

  constructor(
    @Inject(SessionResolver) private readonly sessions: SessionResolver,
    @Inject(FeedbackService) feedback: FeedbackService,
    @Inject(BulletinService) bulletins: BulletinService,
    @Inject(LawService) laws: LawService,
    @Inject(HelpDocService) helpDocs: HelpDocService,
  ) {
    this.owners = new Map<string, FileOwners>([
      [FEEDBACK_MODULE, feedback],
      [bulletinWorkflow.kind, bulletins],
      [LAW_MODULE, laws],
      [HELP_DOC_MODULE, helpDocs],
    ]);
  }

  @MessagePattern(filesReadablePattern('system'))
  async readable(@Payload() data: unknown): Promise<boolean> {
    const { kind, id, token } = filesReadableQuerySchema.parse(data);
    const owner = this.owners.get(kind);
    return owner ? owner.filesReadable(id, await this.sessions.resolve(token)) : false;
  }
}
