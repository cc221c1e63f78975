import { Controller, Get, Inject, Query } from '@nestjs/common';
import { type LoginLogQuery, loginLogPageSchema, loginLogQuerySchema, type LoginLogView, type PageResult } from '@tis/contracts';
import { Endpoint, RequirePage } from '@tis/nest';
import { LoginLogService } from './login-log.service.js';

@Controller('logService/loginLog')
export class LoginLogController {
  constructor(@Inject(LoginLogService) private readonly logs: LoginLogService) {}

  @Get('list')
  @RequirePage('UserLoginList')
  @Endpoint({
    summary: 'Login attempts, newest first (paged): keyword = prefix of user code or name, outcome success/failure, date range',
    query: loginLogQuerySchema,
    response: loginLogPageSchema,
  })
  list(@Query() query: LoginLogQuery): Promise<PageResult<LoginLogView>> {
    return this.logs.list(query);
  }
}
