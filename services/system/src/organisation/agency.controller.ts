import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { agenciesResource, agencyGetSchema, type AgencyQuery, agencyQuerySchema, type AgencyRef, agencyRefSchema, type PageResult, pageResultSchema, resourcePath, SYSTEM_AGENCY_GET } from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, languageOf, type TisRequest } from '@tis/nest';
import { payloadOf } from '../service-call.js';
import { AgencyService } from './agency.service.js';

/** Dealers for other screens and services, beside the /agency resource routes (AgencyResourceController). */
@Controller(resourcePath(agenciesResource))
export class AgencyController {
  constructor(@Inject(AgencyService) private readonly agencies: AgencyService) {}

  @Get('search')
  @Authenticated()
  @Endpoint({
    summary: 'Dealers for dropdowns and filters of other screens: code, name, kind, place, status (paged, same filters)',
    query: agencyQuerySchema,
    response: pageResultSchema(agencyRefSchema),
  })
  search(@Req() req: TisRequest, @Query() query: AgencyQuery): Promise<PageResult<AgencyRef>> {
    return this.agencies.search(query, { userCode: actorOf(req), lang: languageOf(req) });
  }

  /** Service call: the dealers with these codes (unknown codes are left out). */
  @MessagePattern(SYSTEM_AGENCY_GET)
  byCodes(@Payload() data: unknown): Promise<AgencyRef[]> {
    return this.agencies.byCodes(payloadOf(agencyGetSchema, data).agencyCodes);
  }
}
