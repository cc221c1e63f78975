import {
  carTypeQuerySchema,
  carTypeSchema,
  createCarTypeSchema,
  createEnergySchema,
  createKindSchema,
  energyQuerySchema,
  energySchema,
  kindQuerySchema,
  kindSchema,
  updateCarTypeSchema,
  updateEnergySchema,
  updateKindSchema,
} from '@tis/contracts';
import { crudController } from '../common/crud.controller.js';
import { CarTypeService, EnergyService, KindService } from './reference.service.js';

/*
 * The kind, energy and car-type lists (one row per code and language) are the dropdowns of every
 * filter (spec section 7: pageNo 1, pageSize 999): any signed-in user reads them; their screens
 * change them.
 */

export const KindController = crudController({
  name: 'KindController',
  path: 'vehicleService/kind',
  pages: ['vehicleClassificationSettings'],
  book: KindService,
  query: kindQuerySchema,
  view: kindSchema,
  create: createKindSchema,
  update: updateKindSchema,
  listSummary: 'Vehicle kinds of one language (langCode, default: the Language header) by code (paged up to 999; keyword)',
  noun: 'a vehicle kind in one language',
  inUseWhen: 'for the last language of a kind that models name',
  listForAll: true,
});

export const EnergyController = crudController({
  name: 'EnergyController',
  path: 'vehicleService/energy',
  pages: ['EPCEnerge'],
  book: EnergyService,
  query: energyQuerySchema,
  view: energySchema,
  create: createEnergySchema,
  update: updateEnergySchema,
  listSummary: 'Energy types of one language (langCode, default: the Language header) by code (paged up to 999; keyword)',
  noun: 'an energy type in one language',
  inUseWhen: 'for the last language of an energy type that series name',
  listForAll: true,
});

export const CarTypeController = crudController({
  name: 'CarTypeController',
  path: 'vehicleService/carType',
  pages: ['TisosCartype'],
  book: CarTypeService,
  query: carTypeQuerySchema,
  view: carTypeSchema,
  create: createCarTypeSchema,
  update: updateCarTypeSchema,
  listSummary: 'Car types of one language (langCode, default: the Language header) by code (paged up to 999; keyword)',
  noun: 'a car type in one language',
  inUseWhen: 'for the last language of a car type that series name',
  listForAll: true,
});
