import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  type AgencyKindOption,
  agencyKindOptionSchema,
  type AgencyKindQuery,
  agencyKindQuerySchema,
  agencyKindSchema,
  type AgencyKindView,
  createAgencyKindSchema,
  type OrgIdParams,
  orgIdParamsSchema,
  type PageResult,
  pageResultSchema,
  updateAgencyKindSchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { AgencyKindService } from './agency-kind.service.js';

/** Dealer kinds (/agencykind). */
@Controller('systemService/agencyKind')
export class AgencyKindController {
  constructor(@Inject(AgencyKindService) private readonly kinds: AgencyKindService) {}

  @Get('list')
  @RequirePage('agencykind')
  @Endpoint({ summary: 'Dealer kinds, by code (paged; keyword matches code or name)', query: agencyKindQuerySchema, response: pageResultSchema(agencyKindSchema) })
  list(@Query() query: AgencyKindQuery): Promise<PageResult<AgencyKindView>> {
    return this.kinds.list(query);
  }

  @Get('options')
  @Authenticated()
  @Endpoint({ summary: 'Every dealer kind for dropdowns (at most 999)', response: z.array(agencyKindOptionSchema) })
  options(): Promise<AgencyKindOption[]> {
    return this.kinds.options();
  }

  @Post()
  @HttpCode(200)
  @RequirePage('agencykind')
  @Endpoint({ summary: 'Add a dealer kind (409002 when the code exists)', body: createAgencyKindSchema, response: agencyKindSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createAgencyKindSchema>): Promise<AgencyKindView> {
    return this.kinds.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('agencykind')
  @Endpoint({ summary: 'Rename a dealer kind (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updateAgencyKindSchema, response: agencyKindSchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: z.infer<typeof updateAgencyKindSchema>): Promise<AgencyKindView> {
    return this.kinds.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('agencykind')
  @Endpoint({ summary: 'Delete a dealer kind (409003 while dealers have it)', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.kinds.remove(params.id);
    return true;
  }
}
