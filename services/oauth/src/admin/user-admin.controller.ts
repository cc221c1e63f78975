import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  accountIdParamsSchema,
  type AccountIdParams,
  type PageResult,
  type UserCreate,
  userCreateSchema,
  userPageSchema,
  type UserPasswordReset,
  userPasswordResetSchema,
  type UserQuery,
  userQuerySchema,
  type UserStatusChange,
  userStatusChangeSchema,
  type UserUpdate,
  userUpdateSchema,
  type UserView,
  userViewSchema,
} from '@tis/contracts';
import { actorOf, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { UserAdminService } from './user-admin.service.js';

/** Accounts (screen /baseinfouser; spec sections 3 and 6). */
@Controller('oauthService/user')
@RequirePage('baseinfouser')
export class UserAdminController {
  constructor(@Inject(UserAdminService) private readonly users: UserAdminService) {}

  @Get('list')
  @Endpoint({ summary: 'Accounts (paged; keyword on code, name and email; filters)', query: userQuerySchema, response: userPageSchema })
  list(@Query() query: UserQuery): Promise<PageResult<UserView>> {
    return this.users.list(query);
  }

  @Get(':id')
  @Endpoint({ summary: 'One account', params: accountIdParamsSchema, response: userViewSchema })
  detail(@Param() params: AccountIdParams): Promise<UserView> {
    return this.users.detail(params.id);
  }

  @Post()
  @HttpCode(200)
  @Endpoint({ summary: 'Create an account; its first login asks for a new password', body: userCreateSchema, response: userViewSchema })
  create(@Req() req: TisRequest, @Body() body: UserCreate): Promise<UserView> {
    return this.users.create(actorOf(req), body);
  }

  @Put(':id')
  @Endpoint({ summary: 'Edit an account (optimistic version)', params: accountIdParamsSchema, body: userUpdateSchema, response: userViewSchema })
  update(@Req() req: TisRequest, @Param() params: AccountIdParams, @Body() body: UserUpdate): Promise<UserView> {
    return this.users.update(actorOf(req), params.id, body);
  }

  @Post(':id/status')
  @HttpCode(200)
  @Endpoint({
    summary: 'Freeze, unfreeze, invalidate or activate an account; freezing and invalidating end its sessions at once',
    params: accountIdParamsSchema,
    body: userStatusChangeSchema,
    response: userViewSchema,
  })
  changeStatus(@Req() req: TisRequest, @Param() params: AccountIdParams, @Body() body: UserStatusChange): Promise<UserView> {
    return this.users.changeStatus(actorOf(req), params.id, body);
  }

  @Post(':id/password')
  @HttpCode(200)
  @Endpoint({
    summary: 'Set a new password for the user (ends their sessions; their next login asks for their own)',
    params: accountIdParamsSchema,
    body: userPasswordResetSchema,
    response: userViewSchema,
  })
  resetPassword(@Req() req: TisRequest, @Param() params: AccountIdParams, @Body() body: UserPasswordReset): Promise<UserView> {
    return this.users.resetPassword(actorOf(req), params.id, body);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete an account (ends its sessions)', params: accountIdParamsSchema, response: z.boolean() })
  async remove(@Req() req: TisRequest, @Param() params: AccountIdParams): Promise<boolean> {
    await this.users.remove(actorOf(req), params.id);
    return true;
  }
}
