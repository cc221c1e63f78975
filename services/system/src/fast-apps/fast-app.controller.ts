import { Controller, Get, Inject } from '@nestjs/common';
import { type ActiveFastApp, activeFastAppSchema, fastAppsResource, resourcePath } from '@tis/contracts';
import { Authenticated, Endpoint } from '@tis/nest';
import { z } from 'zod';
import { FastAppService } from './fast-app.service.js';

/** The home page's common applications, beside the /FastAPP resource routes (FastAppResourceController). */
@Controller(resourcePath(fastAppsResource))
export class FastAppController {
  constructor(@Inject(FastAppService) private readonly apps: FastAppService) {}

  @Get('active')
  @Authenticated()
  @Endpoint({ summary: 'The common applications the home page shows (in order, at most 48)', response: z.array(activeFastAppSchema) })
  active(): Promise<ActiveFastApp[]> {
    return this.apps.active();
  }
}
