import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  agencyGetSchema,
  type AgencyQuery,
  agencyQuerySchema,
  type AgencyRef,
  agencyRefSchema,
  agencySchema,
  type AgencyView,
  createAgencySchema,
  type OrgIdParams,
  orgIdParamsSchema,
  type PageResult,
  pageResultSchema,
  SYSTEM_AGENCY_GET,
  updateAgencySchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { payloadOf } from '../service-call.js';
import { AgencyService } from './agency.service.js';

/** Dealers / service shops (/agency). */
@Controller('systemService/agency')
export class AgencyController {
  constructor(@Inject(AgencyService) private readonly agencies: AgencyService) {}

  @Get('list')
  @RequirePage('agency')
  @Endpoint({
    summary: 'Dealers, by code (paged; keyword matches code or name; filters kind, country, area, region, district, status)',
    query: agencyQuerySchema,
    response: pageResultSchema(agencySchema),
  })
  list(@Query() query: AgencyQuery): Promise<PageResult<AgencyView>> {
    return this.agencies.list(query);
  }

  @Get('search')
  @Authenticated()
  @Endpoint({
    summary: 'Dealers for dropdowns and filters of other screens: code, name, kind, place, status (paged, same filters)',
    query: agencyQuerySchema,
    response: pageResultSchema(agencyRefSchema),
  })
  search(@Query() query: AgencyQuery): Promise<PageResult<AgencyRef>> {
    return this.agencies.search(query);
  }

  @Post()
  @HttpCode(200)
  @RequirePage('agency')
  @Endpoint({ summary: 'Add a dealer (409002 when the code exists)', body: createAgencySchema, response: agencySchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createAgencySchema>): Promise<AgencyView> {
    return this.agencies.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('agency')
  @Endpoint({ summary: 'Change a dealer (409001 when it changed since it was read)', params: orgIdParamsSchema, body: updateAgencySchema, response: agencySchema })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: z.infer<typeof updateAgencySchema>): Promise<AgencyView> {
    return this.agencies.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('agency')
  @Endpoint({ summary: 'Delete a dealer', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.agencies.remove(params.id);
    return true;
  }

  /** Service call: the dealers with these codes (unknown codes are left out). */
  @MessagePattern(SYSTEM_AGENCY_GET)
  byCodes(@Payload() data: unknown): Promise<AgencyRef[]> {
    return this.agencies.byCodes(payloadOf(agencyGetSchema, data).agencyCodes);
  }
}
