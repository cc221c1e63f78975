import { HomepageImageController } from './homepage-image.controller.js';
import { HomepageImageResourceController, HomepageImageService } from './homepage-image.service.js';

export { HOMEPAGE_IMAGE_ENTITIES } from './homepage-image.entity.js';

/** Homepage images (/MainpageImageList): what the system module registers. */
export const HOMEPAGE_IMAGE_CONTROLLERS = [HomepageImageController, HomepageImageResourceController];
export const HOMEPAGE_IMAGE_PROVIDERS = [HomepageImageService];
