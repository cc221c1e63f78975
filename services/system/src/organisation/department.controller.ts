import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  createDepartmentSchema,
  type DepartmentOption,
  departmentOptionSchema,
  type DepartmentQuery,
  departmentQuerySchema,
  departmentSchema,
  type DepartmentView,
  type OrgIdParams,
  orgIdParamsSchema,
  type PageResult,
  pageResultSchema,
  updateDepartmentSchema,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { DepartmentService } from './department.service.js';

/** Departments (/BaseinfoUserDepart). */
@Controller('systemService/department')
export class DepartmentController {
  constructor(@Inject(DepartmentService) private readonly departments: DepartmentService) {}

  @Get('list')
  @RequirePage('BaseinfoUserDepart')
  @Endpoint({
    summary: 'Departments, by code (paged; keyword matches code or name; parentCode: the sub-departments of one)',
    query: departmentQuerySchema,
    response: pageResultSchema(departmentSchema),
  })
  list(@Query() query: DepartmentQuery): Promise<PageResult<DepartmentView>> {
    return this.departments.list(query);
  }

  @Get('options')
  @Authenticated()
  @Endpoint({ summary: 'User departments: every department for dropdowns (at most 999)', response: z.array(departmentOptionSchema) })
  options(): Promise<DepartmentOption[]> {
    return this.departments.options();
  }

  @Post()
  @HttpCode(200)
  @RequirePage('BaseinfoUserDepart')
  @Endpoint({ summary: 'Add a department (409002 when the code exists)', body: createDepartmentSchema, response: departmentSchema })
  create(@Req() req: TisRequest, @Body() body: z.infer<typeof createDepartmentSchema>): Promise<DepartmentView> {
    return this.departments.create(body, actorOf(req));
  }

  @Put(':id')
  @RequirePage('BaseinfoUserDepart')
  @Endpoint({
    summary: 'Change a department (409001 when it changed since it was read)',
    params: orgIdParamsSchema,
    body: updateDepartmentSchema,
    response: departmentSchema,
  })
  update(@Req() req: TisRequest, @Param() params: OrgIdParams, @Body() body: z.infer<typeof updateDepartmentSchema>): Promise<DepartmentView> {
    return this.departments.update(params.id, body, actorOf(req));
  }

  @Delete(':id')
  @RequirePage('BaseinfoUserDepart')
  @Endpoint({ summary: 'Delete a department (409003 while it has sub-departments or dealers)', params: orgIdParamsSchema, response: z.literal(true) })
  async remove(@Param() params: OrgIdParams): Promise<true> {
    await this.departments.remove(params.id);
    return true;
  }
}
