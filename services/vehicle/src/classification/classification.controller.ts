import { Controller, Get, Inject, Req } from '@nestjs/common';
import { type ClassificationOption, classificationOptionSchema, classificationsResource } from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, resourceController, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { ClassificationService } from './classification.service.js';

/** Vehicle classification settings (/vehicleClassificationSettings): after-sale and sub-sale types. */
export const ClassificationController = resourceController(classificationsResource, ClassificationService);

/** The dropdowns name each code once in the caller's language: not the kernel's plain options. */
@Controller('vehicleService/classification')
export class ClassificationLookupController {
  constructor(@Inject(ClassificationService) private readonly classifications: ClassificationService) {}

  @Get('options')
  @Authenticated()
  @Endpoint({
    summary: 'Every classification once for the after-sale and sub-sale type dropdowns (at most 999), named in the Language header\'s language or, without a name in it, another',
    response: z.array(classificationOptionSchema),
  })
  options(@Req() req: TisRequest): Promise<ClassificationOption[]> {
    return this.classifications.optionsIn(languageOf(req));
  }
}
