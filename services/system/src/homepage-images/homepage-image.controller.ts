import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  type ActiveHomepageImage,
  activeHomepageImageSchema,
  createHomepageImageSchema,
  homepageImageIdParamsSchema,
  type HomepageImageQuery,
  homepageImageQuerySchema,
  homepageImageSchema,
  type HomepageImageView,
  type PageResult,
  pageResultSchema,
  updateHomepageImageSchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { HomepageImageService } from './homepage-image.service.js';

/** Homepage images (/MainpageImageList) and the home page's carousel. */
@Controller('systemService/homepageImage')
export class HomepageImageController {
  constructor(@Inject(HomepageImageService) private readonly images: HomepageImageService) {}

  @Get('list')
  @RequirePage('MainpageImageList')
  @Endpoint({ summary: 'Homepage images in carousel order (paged; keyword matches the title)', query: homepageImageQuerySchema, response: pageResultSchema(homepageImageSchema) })
  list(@Query() query: HomepageImageQuery): Promise<PageResult<HomepageImageView>> {
    return this.images.list(query);
  }

  @Get('active')
  @Authenticated()
  @Endpoint({ summary: 'The images the home page shows today (enabled, in their period, at most 20)', response: z.array(activeHomepageImageSchema) })
  active(): Promise<ActiveHomepageImage[]> {
    return this.images.active();
  }

  @Post()
  @HttpCode(200)
  @RequirePage('MainpageImageList')
  @Endpoint({ summary: 'Add a homepage image (the stored file must be exactly 1600 x 400 pixels)', body: createHomepageImageSchema, response: homepageImageSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createHomepageImageSchema>): Promise<HomepageImageView> {
    return this.images.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('MainpageImageList')
  @Endpoint({
    summary: 'Change a homepage image (409001 when it changed since it was read)',
    params: homepageImageIdParamsSchema,
    body: updateHomepageImageSchema,
    response: homepageImageSchema,
  })
  update(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: z.infer<typeof updateHomepageImageSchema>): Promise<HomepageImageView> {
    return this.images.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('MainpageImageList')
  @Endpoint({ summary: 'Delete a homepage image (the stored file stays)', params: homepageImageIdParamsSchema, response: z.literal(true) })
  async remove(@Req() req: TisRequest, @Param() params: { id: string }): Promise<true> {
    await this.images.remove(params.id, actorOf(req));
    return true;
  }
}
