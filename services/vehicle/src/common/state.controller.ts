import { Body, Controller, HttpCode, Inject, Param, Post, Req, type Type } from '@nestjs/common';
import {
  ENABLED_STATE,
  type Flag,
  type Language,
  type PageKey,
  TisError,
  type VersionBody,
  versionBodySchema,
  type VehicleIdParams,
  vehicleIdParamsSchema,
} from '@tis/contracts';
import { Endpoint, languageOf, RequirePage, type RequestUser, type TisRequest } from '@tis/nest';
import type { z } from 'zod';

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
