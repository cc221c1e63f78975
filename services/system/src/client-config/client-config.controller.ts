import { Controller, Get, Inject } from '@nestjs/common';
import { buildClientConfig, type ClientConfig, clientConfigSchema } from '@tis/contracts';
import { Endpoint, PLATFORM_CONFIG, type PlatformConfig, Public } from '@tis/nest';

/** The deployment facts the SPA reads at start: overseas or not, environment, timeouts, limits. */
@Controller('systemService/clientConfig')
export class ClientConfigController {
  private readonly config: ClientConfig;

  constructor(@Inject(PLATFORM_CONFIG) platform: PlatformConfig) {
    this.config = buildClientConfig({ overseas: platform.TIS_OVERSEAS, environment: platform.TIS_ENVIRONMENT });
  }

  @Get()
  @Public()
  @Endpoint({ summary: 'Deployment facts for the SPA (no sign-in needed)', response: clientConfigSchema })
  get(): ClientConfig {
    return this.config;
  }
}
