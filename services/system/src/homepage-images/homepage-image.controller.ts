import { Controller, Get, Inject } from '@nestjs/common';
import { type ActiveHomepageImage, activeHomepageImageSchema, homepageImagesResource, resourcePath } from '@tis/contracts';
import { Authenticated, Endpoint } from '@tis/nest';
import { z } from 'zod';
import { HomepageImageService } from './homepage-image.service.js';

/** The home page's carousel, beside the /MainpageImageList resource routes (HomepageImageResourceController). */
@Controller(resourcePath(homepageImagesResource))
export class HomepageImageController {
  constructor(@Inject(HomepageImageService) private readonly images: HomepageImageService) {}

  @Get('active')
  @Authenticated()
  @Endpoint({ summary: 'The images the home page shows today (enabled, in their period, at most 20)', response: z.array(activeHomepageImageSchema) })
  active(): Promise<ActiveHomepageImage[]> {
    return this.images.active();
  }
}
