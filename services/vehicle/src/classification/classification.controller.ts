import { Controller, Get, Inject, Req } from '@nestjs/common';
import {
  type ClassificationOption,
  classificationOptionSchema,
  classificationQuerySchema,
  classificationSchema,
  createClassificationSchema,
  updateClassificationSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { crudController } from '../common/crud.controller.js';
import { ClassificationService } from './classification.service.js';

/** Vehicle classification settings (/vehicleClassificationSettings): after-sale and sub-sale types. */
export const ClassificationController = crudController({
  name: 'ClassificationController',
  path: 'vehicleService/classification',
  pages: ['vehicleClassificationSettings'],
  book: ClassificationService,
  query: classificationQuerySchema,
  view: classificationSchema,
  create: createClassificationSchema,
  update: updateClassificationSchema,
  listSummary:
    'Vehicle classifications of one language (langCode, default: the Language header): after-sale types, then sub-sale types by parent and sort number (paged; level, parentCode, keyword)',
  noun: 'a classification in one language (parentCode: an after-sale type, for a sub-sale type)',
  inUseWhen: 'for the last language of a classification that has sub-sale types or that series name',
});

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
    return this.classifications.options(languageOf(req));
  }
}
