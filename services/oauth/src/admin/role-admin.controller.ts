import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  accountIdParamsSchema,
  type AccountIdParams,
  type PageResult,
  type RoleCreate,
  roleCreateSchema,
  type RoleOption,
  roleOptionSchema,
  rolePageSchema,
  type RoleQuery,
  roleQuerySchema,
  type RoleRights,
  roleRightsSchema,
  type RoleUpdate,
  roleUpdateSchema,
  type RoleView,
  roleViewSchema,
} from '@tis/contracts';
import { actorOf, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { RoleAdminService } from './role-admin.service.js';

/** Roles and role-right assignment (screen /baseinforole; spec section 6). */
@Controller('oauthService/role')
@RequirePage('baseinforole')
export class RoleAdminController {
  constructor(@Inject(RoleAdminService) private readonly roles: RoleAdminService) {}

  @Get('list')
  @Endpoint({ summary: 'Roles (paged; keyword on code and name) with how many users hold each', query: roleQuerySchema, response: rolePageSchema })
  list(@Query() query: RoleQuery): Promise<PageResult<RoleView>> {
    return this.roles.list(query);
  }

  /** The account screen chooses a user's role from these. */
  @Get('options')
  @RequirePage('baseinforole', 'baseinfouser')
  @Endpoint({ summary: 'Every role (code and name) for dropdowns, at most 999', response: z.array(roleOptionSchema) })
  options(): Promise<RoleOption[]> {
    return this.roles.options();
  }

  @Post()
  @HttpCode(200)
  @Endpoint({ summary: 'Create a role (its code must be new)', body: roleCreateSchema, response: roleViewSchema })
  create(@Req() req: TisRequest, @Body() body: RoleCreate): Promise<RoleView> {
    return this.roles.create(actorOf(req), body);
  }

  @Put(':id')
  @Endpoint({ summary: 'Rename a role or change its remark (optimistic version)', params: accountIdParamsSchema, body: roleUpdateSchema, response: roleViewSchema })
  update(@Req() req: TisRequest, @Param() params: AccountIdParams, @Body() body: RoleUpdate): Promise<RoleView> {
    return this.roles.update(actorOf(req), params.id, body);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a role no user holds (409003 otherwise)', params: accountIdParamsSchema, response: z.boolean() })
  async remove(@Param() params: AccountIdParams): Promise<boolean> {
    await this.roles.remove(params.id);
    return true;
  }

  @Get(':id/rights')
  @Endpoint({ summary: 'The item ids of the role’s rights', params: accountIdParamsSchema, response: z.array(z.number().int()) })
  rights(@Param() params: AccountIdParams): Promise<number[]> {
    return this.roles.rights(params.id);
  }

  @Put(':id/rights')
  @Endpoint({
    summary: 'Replace the role’s rights in one transaction; signed-in holders get them within the session cache time',
    params: accountIdParamsSchema,
    body: roleRightsSchema,
    response: z.array(z.number().int()),
  })
  replaceRights(@Req() req: TisRequest, @Param() params: AccountIdParams, @Body() body: RoleRights): Promise<number[]> {
    return this.roles.replaceRights(actorOf(req), params.id, body.itemIds);
  }
}
