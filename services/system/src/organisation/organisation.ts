import { AgencyController } from './agency.controller.js';
import { AgencyResourceController, AgencyService } from './agency.service.js';
import { AreaController, DistrictController, RegionController } from './area-tree.controller.js';
import { AreaTreeService } from './area-tree.service.js';
import { DocumentAuthorController } from './document-author.controller.js';
import { DocumentAuthorService } from './document-author.service.js';
import { OrganisationSeeder } from './organisation-seeder.js';
import { AgencyKindController, AgencyKindService, DepartmentController, DepartmentService, PostController, PostService } from './organisation.resources.js';

export { ORGANISATION_ENTITIES } from './organisation.entities.js';

/** Organisation master data (dealers, kinds, area tree, posts, departments): what the system module registers. */
export const ORGANISATION_CONTROLLERS = [AgencyKindController, AgencyController, AgencyResourceController, AreaController, RegionController, DistrictController, PostController, DepartmentController, DocumentAuthorController];
export const ORGANISATION_PROVIDERS = [AgencyKindService, AgencyService, AreaTreeService, PostService, DepartmentService, DocumentAuthorService, OrganisationSeeder];
