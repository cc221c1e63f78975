import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type SensitiveFindAnswer, sensitiveFindSchema, sensitiveWordsResource, SYSTEM_SENSITIVE_FIND } from '@tis/contracts';
import { resourceController } from '@tis/nest';
import { payloadOf } from '../service-call.js';
import { SensitiveWordService } from './sensitive-word.service.js';

/** /Sensitive: the list, add, change (the remark) and delete. */
export const SensitiveWordController = resourceController(sensitiveWordsResource, SensitiveWordService);

/** The service call of the services that submit documents (spec section 5: sensitive words block submission). */
@Controller()
export class SensitiveFindController {
  constructor(@Inject(SensitiveWordService) private readonly words: SensitiveWordService) {}

  /** Service call: the sensitive words in the texts, each once, by first appearance (none: the texts may be submitted). */
  @MessagePattern(SYSTEM_SENSITIVE_FIND)
  async find(@Payload() data: unknown): Promise<SensitiveFindAnswer> {
    return { words: await this.words.find(payloadOf(sensitiveFindSchema, data).texts) };
  }
}
