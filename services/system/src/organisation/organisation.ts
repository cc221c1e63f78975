import { AgencyKindController } from './agency-kind.controller.js';
import { AgencyKindService } from './agency-kind.service.js';
import { AgencyController } from './agency.controller.js';
import { AgencyService } from './agency.service.js';
import { AreaController, DistrictController, RegionController } from './area-tree.controller.js';
import { AreaTreeService } from './area-tree.service.js';
import { DepartmentController } from './department.controller.js';
import { DepartmentService } from './department.service.js';
import { OrganisationSeeder } from './organisation-seeder.js';
import { PostController } from './post.controller.js';
import { PostService } from './post.service.js';

export { ORGANISATION_ENTITIES } from './organisation.entities.js';

/** Organisation master data (dealers, kinds, area tree, posts, departments): what the system module registers. */
export const ORGANISATION_CONTROLLERS = [AgencyKindController, AgencyController, AreaController, RegionController, DistrictController, PostController, DepartmentController];
export const ORGANISATION_PROVIDERS = [AgencyKindService, AgencyService, AreaTreeService, PostService, DepartmentService, OrganisationSeeder];
