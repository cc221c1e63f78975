import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  createPostSchema,
  type OrgIdParams,
  orgIdParamsSchema,
  type PageQuery,
  type PageResult,
  pageResultSchema,
  type PostOption,
  postOptionSchema,
  postQuerySchema,
  postSchema,
  type PostView,
  updatePostSchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { PostService } from './post.service.js';

/** Posts (/BaseinfoUserPost). */
@Controller('systemService/post')
export class PostController {
  constructor(@Inject(PostService) private readonly posts: PostService) {}

  @Get('list')
  @RequirePage('BaseinfoUserPost')
  @Endpoint({ summary: 'Posts, by code (paged; keyword matches code or name)', query: postQuerySchema, response: pageResultSchema(postSchema) })
  list(@Query() query: PageQuery): Promise<PageResult<PostView>> {
    return this.posts.list(query);
  }

  @Get('options')
  @Authenticated()
  @Endpoint({ summary: 'Every post for dropdowns (at most 999)', response: z.array(postOptionSchema) })
  options(): Promise<PostOption[]> {
    return this.posts.options();
  }

  @Post()
  @HttpCode(200)
  @RequirePage('BaseinfoUserPost')
  @Endpoint({ summary: 'Add a post (409002 when the code exists)', body: createPostSchema, response: postSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createPostSchema>): Promise<PostView> {
    return this.posts.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('BaseinfoUserPost')
  @Endpoint({ summary: 'Change a post (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updatePostSchema, response: postSchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: z.infer<typeof updatePostSchema>): Promise<PostView> {
    return this.posts.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('BaseinfoUserPost')
  @Endpoint({ summary: 'Delete a post', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.posts.remove(params.id);
    return true;
  }
}
