import { Controller, Get, Inject } from '@nestjs/common';
import {
  type ClassificationOption,
  classificationOptionSchema,
  classificationQuerySchema,
  classificationSchema,
  createClassificationSchema,
  updateClassificationSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint } from '@tis/nest';
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
  listSummary: 'Vehicle classifications: after-sale types, then sub-sale types by parent and sort number (paged; level, parentCode, keyword)',
  noun: 'a classification (parentCode: an after-sale type, for a sub-sale type)',
  inUseWhen: 'while it has sub-sale types or a series names it',
});

@Controller('vehicleService/classification')
export class ClassificationLookupController {
  constructor(@Inject(ClassificationService) private readonly classifications: ClassificationService) {}

  @Get('options')
  @Authenticated()
  @Endpoint({ summary: 'Every classification for the after-sale and sub-sale type dropdowns (at most 999)', response: z.array(classificationOptionSchema) })
  options(): Promise<ClassificationOption[]> {
    return this.classifications.options();
  }
}
