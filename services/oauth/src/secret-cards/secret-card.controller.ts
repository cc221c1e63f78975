import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ok, translate } from '@tis/contracts';
import { actorOf, Endpoint, languageOf, Public, RawJson, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import {
  type ActivateForm,
  activateFormSchema,
  cardIdSchema,
  cardPageSchema,
  type CardQuery,
  cardQuerySchema,
  generatedSeriesSchema,
  type GeneratedSeries,
  type SeriesCreate,
  seriesCreateSchema,
  seriesPageSchema,
  seriesQuerySchema,
} from './secret-card.dto.js';
import { SecretCardService } from './secret-card.service.js';

/** Password card administration (oauthService base) and the activation of /RegistVDS (oauth base). */
@Controller()
export class SecretCardController {
  constructor(@Inject(SecretCardService) private readonly cards: SecretCardService) {}

  @Get('oauthService/secretCardSeries/list')
  @RequirePage('SecretCardSeries')
  @Endpoint({ summary: 'Password card series (paged)', query: seriesQuerySchema, response: seriesPageSchema })
  listSeries(@Query() query: z.infer<typeof seriesQuerySchema>) {
    return this.cards.listSeries(query);
  }

  @Post('oauthService/secretCardSeries/create')
  @HttpCode(200)
  @RequirePage('SecretCardSeries')
  @Endpoint({ summary: 'Create a series and generate its cards; the secrets are returned this once', body: seriesCreateSchema, response: generatedSeriesSchema })
  generate(@Req() req: TisRequest, @Body() body: SeriesCreate): Promise<GeneratedSeries> {
    return this.cards.generate(body, actorOf(req));
  }

  @Get('oauthService/secretCard/list')
  @RequirePage('SecretCard')
  @Endpoint({ summary: 'Password cards (paged; series, status, card number prefix or user)', query: cardQuerySchema, response: cardPageSchema })
  listCards(@Query() query: CardQuery) {
    return this.cards.listCards(query);
  }

  @Post('oauthService/secretCard/void')
  @HttpCode(200)
  @RequirePage('SecretCard')
  @Endpoint({ summary: 'Void an unused card', body: cardIdSchema, response: z.boolean() })
  async voidCard(@Req() req: TisRequest, @Body() body: z.infer<typeof cardIdSchema>): Promise<boolean> {
    await this.cards.voidCard(body.id, actorOf(req));
    return true;
  }

  @Post('oauth/activate')
  @HttpCode(200)
  @Public()
  @Endpoint({
    summary: 'Activate an account with a password card and set its first password (/RegistVDS)',
    body: activateFormSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: z.boolean(),
  })
  async activate(@Req() req: TisRequest, @Body() form: ActivateForm): Promise<RawJson> {
    await this.cards.activate(form, req.ip || null);
    return new RawJson(ok(true, translate(languageOf(req), 'message.success')));
  }
}
