import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { filesReadablePattern, filesReadableQuerySchema } from '@tis/contracts';
import { SessionResolver } from '@tis/nest';
import { CaseService } from '../cases/case.service.js';
import { ClaimService } from '../claims/claim.service.js';
import { ProductChangeService } from '../product-change/product-change.service.js';
import { QualityFeedbackService } from '../quality-feedback/quality-feedback.service.js';
import { TechProofService } from '../tech-proof/tech-proof.service.js';

/**
 * Files belong to something (ADR 0017): the gateway asks before it serves a file that belongs to a
 * document whether the caller may read that document (a draft case's photos stay with its authors).
 */
@Controller()
export class DocumentFilesController {
  constructor(
    @Inject(SessionResolver) private readonly sessions: SessionResolver,
    @Inject(CaseService) private readonly cases: CaseService,
    @Inject(ClaimService) private readonly claims: ClaimService,
    @Inject(QualityFeedbackService) private readonly qualityFeedback: QualityFeedbackService,
    @Inject(ProductChangeService) private readonly productChanges: ProductChangeService,
    @Inject(TechProofService) private readonly techProof: TechProofService,
  ) {}

  @MessagePattern(filesReadablePattern('document'))
  async readable(@Payload() data: unknown): Promise<boolean> {
    const { kind, id, token } = filesReadableQuerySchema.parse(data);
    const user = await this.sessions.resolve(token);
    switch (kind) {
      case 'case':
        return this.cases.filesReadable(id, user);
      case 'claim':
        return this.claims.filesReadable(id, user);
      case 'qualityFb':
        return this.qualityFeedback.filesReadable(id, user);
      case 'productChange':
        return this.productChanges.filesReadable(id, user);
      case 'techProve':
        return this.techProof.filesReadable(id, user);
      default:
        return false;
    }
  }
}
