import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  type AreaChild,
  type AreaChildrenQuery,
  areaChildrenQuerySchema,
  areaChildSchema,
  type AreaNodeQuery,
  areaNodeSchema,
  type AreaNodeView,
  areaQuerySchema,
  type AreaTreeNode,
  areaTreeSchema,
  createAreaSchema,
  createChildNodeSchema,
  districtQuerySchema,
  type OrgIdParams,
  orgIdParamsSchema,
  type PageQuery,
  type PageResult,
  pageResultSchema,
  regionQuerySchema,
  updateAreaNodeSchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { AreaTreeService } from './area-tree.service.js';

const page = pageResultSchema(areaNodeSchema);
type CreateNode = z.infer<typeof createChildNodeSchema>;
type UpdateNode = z.infer<typeof updateAreaNodeSchema>;

/** Areas, the top level of the area tree (/agencyarea). */
@Controller('systemService/area')
export class AreaController {
  constructor(@Inject(AreaTreeService) private readonly tree: AreaTreeService) {}

  @Get('list')
  @RequirePage('agencyarea')
  @Endpoint({ summary: 'Areas, by code (paged; keyword matches code or name)', query: areaQuerySchema, response: page })
  list(@Query() query: PageQuery): Promise<PageResult<AreaNodeView>> {
    return this.tree.list('area', query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('agencyarea')
  @Endpoint({ summary: 'Add an area (409002: code repeated, or the same region exists)', body: createAreaSchema, response: areaNodeSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createAreaSchema>): Promise<AreaNodeView> {
    return this.tree.create('area', body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('agencyarea')
  @Endpoint({ summary: 'Change the code and name of an area (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updateAreaNodeSchema, response: areaNodeSchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: UpdateNode): Promise<AreaNodeView> {
    return this.tree.update('area', params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('agencyarea')
  @Endpoint({ summary: 'Delete an area (409003 while it has regions or dealers)', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.tree.remove('area', params.id);
    return true;
  }
}

/** Regions below areas (/agencyregion), and the tree reads every screen with an area cascader uses. */
@Controller('systemService/region')
export class RegionController {
  constructor(@Inject(AreaTreeService) private readonly tree: AreaTreeService) {}

  @Get('children')
  @Authenticated()
  @Endpoint({
    summary: 'Region children: the nodes below parentId (the areas when absent), with isLeaf for lazy cascaders',
    query: areaChildrenQuerySchema,
    response: z.array(areaChildSchema),
  })
  children(@Query() query: AreaChildrenQuery): Promise<AreaChild[]> {
    return this.tree.children(query.parentId);
  }

  @Get('tree')
  @Authenticated()
  @Endpoint({ summary: 'The whole area tree (areas → regions → districts) for cascaders', response: areaTreeSchema })
  wholeTree(): Promise<AreaTreeNode[]> {
    return this.tree.tree();
  }

  @Get('list')
  @RequirePage('agencyregion')
  @Endpoint({ summary: 'Regions, by code (paged; keyword matches code or name; areaId: the regions of one area)', query: regionQuerySchema, response: page })
  list(@Query() query: Omit<AreaNodeQuery, 'regionId'>): Promise<PageResult<AreaNodeView>> {
    return this.tree.list('region', query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('agencyregion')
  @Endpoint({ summary: 'Add a region to an area (409002: code repeated, or the same region exists in the area)', body: createChildNodeSchema, response: areaNodeSchema })
  create(@Req() req: TisRequest, @Body() body: CreateNode): Promise<AreaNodeView> {
    return this.tree.create('region', body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('agencyregion')
  @Endpoint({ summary: 'Change the code and name of a region (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updateAreaNodeSchema, response: areaNodeSchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: UpdateNode): Promise<AreaNodeView> {
    return this.tree.update('region', params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('agencyregion')
  @Endpoint({ summary: 'Delete a region (409003 while it has districts or dealers)', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.tree.remove('region', params.id);
    return true;
  }
}

/** Districts (zones) below regions (/agencydistrict). */
@Controller('systemService/district')
export class DistrictController {
  constructor(@Inject(AreaTreeService) private readonly tree: AreaTreeService) {}

  @Get('list')
  @RequirePage('agencydistrict')
  @Endpoint({
    summary: 'Districts, by code (paged; keyword matches code or name; areaId / regionId: those below one area or region)',
    query: districtQuerySchema,
    response: page,
  })
  list(@Query() query: AreaNodeQuery): Promise<PageResult<AreaNodeView>> {
    return this.tree.list('district', query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('agencydistrict')
  @Endpoint({ summary: 'Add a district to a region (409002: code repeated, or the same name exists in the region)', body: createChildNodeSchema, response: areaNodeSchema })
  create(@Req() req: TisRequest, @Body() body: CreateNode): Promise<AreaNodeView> {
    return this.tree.create('district', body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('agencydistrict')
  @Endpoint({ summary: 'Change the code and name of a district (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updateAreaNodeSchema, response: areaNodeSchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: UpdateNode): Promise<AreaNodeView> {
    return this.tree.update('district', params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('agencydistrict')
  @Endpoint({ summary: 'Delete a district (409003 while dealers are in it)', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.tree.remove('district', params.id);
    return true;
  }
}
