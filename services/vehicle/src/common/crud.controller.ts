import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, type Type } from '@nestjs/common';
import {
  ENABLED_STATE,
  type Flag,
  type Language,
  type PageKey,
  type PageResult,
  pageResultSchema,
  TisError,
  type VersionBody,
  versionBodySchema,
  type VehicleIdParams,
  vehicleIdParamsSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, RequirePage, type RequestUser, type TisRequest } from '@tis/nest';
import { z } from 'zod';

/** Who asks, in which language. */
export interface Caller {
  userCode: string;
  user: RequestUser;
  lang: Language;
}

export function callerOf(req: TisRequest): Caller {
  const user = userOf(req);
  return { userCode: user.userCode, user, lang: languageOf(req) };
}

/** What a management screen does with its rows: a paged list, add, change (versioned), delete. */
export interface CrudBook<Q, C, U, V> {
  list(query: Q, caller: Caller): Promise<PageResult<V>>;
  create(input: C, caller: Caller): Promise<V>;
  update(id: string, input: U, caller: Caller): Promise<V>;
  remove(id: string, caller: Caller): Promise<void>;
}

export interface CrudRoutes<Q extends z.ZodObject, C extends z.ZodType, U extends z.ZodType, V extends z.ZodType> {
  /** Controller class name (OpenAPI, route listings). */
  name: string;
  path: string;
  pages: [PageKey, ...PageKey[]];
  book: Type<CrudBook<z.infer<Q>, z.infer<C>, z.infer<U>, z.infer<V>>>;
  query: Q;
  view: V;
  create: C;
  update: U;
  /** What the list answers: order, filters. */
  listSummary: string;
  /** What the item is, for the other summaries ("a brand"). */
  noun: string;
  /** When a delete is refused (409003), if ever. */
  inUseWhen?: string;
  /** The list is also the dropdown lookup of other screens: any signed-in user may read it. */
  listForAll?: boolean;
}

/**
 * The four routes of a management screen, each behind its page keys (spec section 6):
 * `GET list`, `POST` (409002 for a repeated code), `PUT :id` (409001 when the row changed since it
 * was read), `DELETE :id` (409003 while in use). Lookups other screens need live in their own
 * controllers under the same path.
 */
export function crudController<Q extends z.ZodObject, C extends z.ZodType, U extends z.ZodType, V extends z.ZodType>(def: CrudRoutes<Q, C, U, V>): Type {
  type Book = CrudBook<z.infer<Q>, z.infer<C>, z.infer<U>, z.infer<V>>;

  @Controller(def.path)
  class CrudController {
    constructor(@Inject(def.book) private readonly book: Book) {}

    @Get('list')
    @(def.listForAll ? Authenticated() : RequirePage(...def.pages))
    @Endpoint({ summary: def.listSummary, query: def.query, response: pageResultSchema(def.view) })
    list(@Req() req: TisRequest, @Query() query: z.infer<Q>): Promise<PageResult<z.infer<V>>> {
      return this.book.list(query, callerOf(req));
    }

    @Post()
    @HttpCode(200)
    @RequirePage(...def.pages)
    @Endpoint({ summary: `Add ${def.noun} (409002 when its code exists)`, body: def.create, response: def.view })
    create(@Req() req: TisRequest, @Body() body: z.infer<C>): Promise<z.infer<V>> {
      return this.book.create(body, callerOf(req));
    }

    @Put(':id')
    @RequirePage(...def.pages)
    @Endpoint({ summary: `Change ${def.noun} (409001 when it changed since it was read)`, params: vehicleIdParamsSchema, body: def.update, response: def.view })
    update(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: z.infer<U>): Promise<z.infer<V>> {
      return this.book.update(params.id, body, callerOf(req));
    }

    @Delete(':id')
    @RequirePage(...def.pages)
    @Endpoint({ summary: `Delete ${def.noun}${def.inUseWhen ? ` (409003 ${def.inUseWhen})` : ''}`, params: vehicleIdParamsSchema, response: z.literal(true) })
    async remove(@Req() req: TisRequest, @Param() params: VehicleIdParams): Promise<true> {
      await this.book.remove(params.id, callerOf(req));
      return true;
    }
  }
  Object.defineProperty(CrudController, 'name', { value: def.name });
  return CrudController;
}

/** Rows with a state 0/1 (spec section 4: EpcConfig / model state). */
export interface Switchable<V> {
  setState(id: string, state: Flag, version: number, caller: Caller): Promise<V>;
}

export interface StateRoutes<V extends z.ZodType> {
  name: string;
  path: string;
  pages: [PageKey, ...PageKey[]];
  book: Type<Switchable<z.infer<V>>>;
  view: V;
  /** "a model". */
  noun: string;
}

/** `POST :id/enable` (state 1) and `POST :id/disable` (state 0) with the version read (409001 when it changed since). */
export function stateController<V extends z.ZodType>(def: StateRoutes<V>): Type {
  type Book = Switchable<z.infer<V>>;

  @Controller(def.path)
  class StateController {
    constructor(@Inject(def.book) private readonly book: Book) {}

    @Post(':id/enable')
    @HttpCode(200)
    @RequirePage(...def.pages)
    @Endpoint({ summary: `Enable ${def.noun} (state 1; 409001 when it changed since it was read)`, params: vehicleIdParamsSchema, body: versionBodySchema, response: def.view })
    enable(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: VersionBody): Promise<z.infer<V>> {
      return this.book.setState(params.id, ENABLED_STATE.enabled, body.version, callerOf(req));
    }

    @Post(':id/disable')
    @HttpCode(200)
    @RequirePage(...def.pages)
    @Endpoint({ summary: `Disable ${def.noun} (state 0; 409001 when it changed since it was read)`, params: vehicleIdParamsSchema, body: versionBodySchema, response: def.view })
    disable(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: VersionBody): Promise<z.infer<V>> {
      return this.book.setState(params.id, ENABLED_STATE.disabled, body.version, callerOf(req));
    }
  }
  Object.defineProperty(StateController, 'name', { value: def.name });
  return StateController;
}

/** A request without the signed-in user cannot reach a guarded route; this keeps the type honest. */
export function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}
