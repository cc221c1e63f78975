import { Body, Controller, Delete, Get, HttpCode, Inject, type InjectionToken, Param, Post, Put, Query, Req, type Type } from '@nestjs/common';
import { type ActionKey, type PageResult, pageResultSchema, type QueryOf, type ResourceDescriptor, resourcePath, type RowOf } from '@tis/contracts';
import { z } from 'zod';
import { Authenticated, RequireAction, RequirePage } from '../auth/access.js';
import { Endpoint } from '../http/endpoint.js';
import { actorOf, type TisRequest } from '../http/request-context.js';
import type { ResourceService } from './versioned-crud.service.js';

/** The row routes' `:id`. */
export const resourceIdParamsSchema = z.object({ id: z.string().min(1).max(36) });

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The routes of a resource under /tis/api/<base>/<path>, from its descriptor: `GET list` (the
 * page), `GET options` (any signed-in user; when the descriptor has options), `POST` (409002 for
 * a repeated code), `PUT :id` (409001 when the row changed since it was read), `DELETE :id`
 * (409003 while in use). Each write needs the descriptor's action key (spec section 6) if it names
 * one, else the page. `service` is the provider of the resource's `ResourceService`.
 */
export function resourceController<D extends ResourceDescriptor>(descriptor: D, service: InjectionToken<ResourceService<D>>): Type {
  const { page, actions = {}, noun } = descriptor;
  const access = (action: ActionKey | undefined): MethodDecorator => (action ? RequireAction(action) : RequirePage(page));
  const keywordColumns = descriptor.keywordFields.join(' or ');
  const order = (descriptor.order ?? descriptor.codeFields.slice(0, 1).map((f) => [f, 'ASC'] as const)).map(([f, d]) => `${f} ${d}`).join(', ');

  @Controller(resourcePath(descriptor))
  class ResourceController {
    constructor(@Inject(service) private readonly rows: ResourceService<D>) {}

    @Get('list')
    @RequirePage(page)
    @Endpoint({ summary: `${capitalised(noun)} list by ${order} (paged; keyword matches ${keywordColumns})`, query: descriptor.query, response: pageResultSchema(descriptor.row) })
    list(@Query() query: QueryOf<D>): Promise<PageResult<RowOf<D>>> {
      return this.rows.list(query);
    }

    options(): Promise<Record<string, unknown>[]> {
      return this.rows.options();
    }

    @Post()
    @HttpCode(200)
    @access(actions.create)
    @Endpoint({ summary: `Add ${noun} (409002 when its code exists)`, body: descriptor.create, response: descriptor.row })
    create(@Req() req: TisRequest, @Body() body: z.infer<D['create']>): Promise<RowOf<D>> {
      return this.rows.create(body, actorOf(req));
    }

    @Put(':id')
    @access(actions.update)
    @Endpoint({ summary: `Change ${noun} (409001 when it changed since it was read)`, params: resourceIdParamsSchema, body: descriptor.update, response: descriptor.row })
    update(@Req() req: TisRequest, @Param() params: { id: string }, @Body() body: z.infer<D['update']>): Promise<RowOf<D>> {
      return this.rows.update(params.id, body, actorOf(req));
    }

    @Delete(':id')
    @access(actions.remove)
    @Endpoint({ summary: `Delete ${noun}${descriptor.inUseWhen ? ` (409003 ${descriptor.inUseWhen})` : ''}`, params: resourceIdParamsSchema, response: z.literal(true) })
    async remove(@Param() params: { id: string }): Promise<true> {
      await this.rows.remove(params.id);
      return true;
    }
  }

  if (descriptor.options) {
    // Only resources that are other screens' dropdowns have the route.
    const method = Object.getOwnPropertyDescriptor(ResourceController.prototype, 'options');
    if (!method) throw new Error('ResourceController.options is missing');
    const decorators = [
      Get('options'),
      Authenticated(),
      Endpoint({ summary: `Every ${noun.replace(/^an? /, '')} for dropdowns (at most ${descriptor.options.limit})`, response: z.array(descriptor.options.schema) }),
    ];
    for (const decorate of decorators) decorate(ResourceController.prototype, 'options', method);
  }
  Object.defineProperty(ResourceController, 'name', { value: `${capitalised(descriptor.name)}ResourceController` });
  return ResourceController;
}
