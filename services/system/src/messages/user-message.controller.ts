import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import {
  type PageResult,
  type UserMessageCount,
  userMessageCountSchema,
  type UserMessageIdParams,
  userMessageIdParamsSchema,
  userMessagePageSchema,
  type UserMessageQuery,
  userMessageQuerySchema,
  type UserMessageView,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, languageOf, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { UserMessageService } from './user-message.service.js';

/**
 * The signed-in user's own messages (/MyMessage and the header badge). Every route works on the
 * caller's messages only: another user's message is "not found" (404) and stays as it is.
 */
@Controller('systemService/myMessage')
@Authenticated()
export class UserMessageController {
  constructor(@Inject(UserMessageService) private readonly messages: UserMessageService) {}

  @Get('list')
  @Endpoint({
    summary: 'The own messages, newest first (paged; state read/unread, messageType); texts in the Language header language',
    query: userMessageQuerySchema,
    response: userMessagePageSchema,
  })
  list(@Req() req: TisRequest, @Query() query: UserMessageQuery): Promise<PageResult<UserMessageView>> {
    return this.messages.list(actorOf(req), query, languageOf(req));
  }

  @Get('unreadCount')
  @Endpoint({ summary: 'How many own messages are unread (header badge)', response: userMessageCountSchema })
  async unreadCount(@Req() req: TisRequest): Promise<UserMessageCount> {
    return { count: await this.messages.unreadCount(actorOf(req)) };
  }

  @Post('readAll')
  @HttpCode(200)
  @Endpoint({ summary: 'Mark every own unread message read; answers how many', response: userMessageCountSchema })
  async markAllRead(@Req() req: TisRequest): Promise<UserMessageCount> {
    return { count: await this.messages.markAllRead(actorOf(req)) };
  }

  @Post(':id/read')
  @HttpCode(200)
  @Endpoint({ summary: 'Mark one own message read (404 for any other message)', params: userMessageIdParamsSchema, response: z.literal(true) })
  markRead(@Req() req: TisRequest, @Param() params: UserMessageIdParams): Promise<true> {
    return this.messages.markRead(actorOf(req), params.id);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete one own message (404 for any other message)', params: userMessageIdParamsSchema, response: z.literal(true) })
  remove(@Req() req: TisRequest, @Param() params: UserMessageIdParams): Promise<true> {
    return this.messages.remove(actorOf(req), params.id);
  }
}
