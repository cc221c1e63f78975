import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import {
  type ItemIdParams,
  itemIdParamsSchema,
  type RightCreate,
  rightCreateSchema,
  type RightNode,
  rightNodeSchema,
  rightTreeSchema,
  type RightUpdate,
  rightUpdateSchema,
} from '@tis/contracts';
import { actorOf, Endpoint, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { RightTreeService } from './right-tree.service.js';

/** The permission tree (screen /baseinfoauthority; spec section 6). */
@Controller('oauthService/right')
@RequirePage('baseinfoauthority')
export class RightTreeController {
  constructor(@Inject(RightTreeService) private readonly rights: RightTreeService) {}

  /** The role screen assigns rights on this tree too. */
  @Get('tree')
  @RequirePage('baseinfoauthority', 'baseinforole')
  @Endpoint({ summary: 'The whole permission tree: root and children, siblings sorted by sortNo', response: rightTreeSchema })
  tree(): Promise<RightNode[]> {
    return this.rights.tree();
  }

  @Post()
  @HttpCode(200)
  @Endpoint({ summary: 'Add an item below a parent; the server gives its itemId', body: rightCreateSchema, response: rightNodeSchema })
  create(@Req() req: TisRequest, @Body() body: RightCreate): Promise<RightNode> {
    return this.rights.create(actorOf(req), body);
  }

  @Put(':itemId')
  @Endpoint({ summary: 'Edit an item (built-in items keep their funLink)', params: itemIdParamsSchema, body: rightUpdateSchema, response: rightNodeSchema })
  update(@Req() req: TisRequest, @Param() params: ItemIdParams, @Body() body: RightUpdate): Promise<RightNode> {
    return this.rights.update(actorOf(req), params.itemId, body);
  }

  @Delete(':itemId')
  @Endpoint({ summary: 'Delete an item without children (409003 otherwise); roles lose it', params: itemIdParamsSchema, response: z.boolean() })
  async remove(@Param() params: ItemIdParams): Promise<boolean> {
    await this.rights.remove(params.itemId);
    return true;
  }
}
