import { Controller, Get, Header } from '@nestjs/common';
import { Endpoint, Public } from '@tis/nest';
import { z } from 'zod';
import { buildPolicyPdf } from './policy-pdf.js';
import { PRIVACY_POLICY_VERSION } from './privacy-policy.js';

const policyPdf = buildPolicyPdf(PRIVACY_POLICY_VERSION);

/** The privacy policy users accept before logging in (spec sections 2 and 7). */
@Controller('oauth')
export class PrivacyController {
  @Get('privacyPolicy')
  @Public()
  @Header('content-type', 'application/pdf')
  @Header('content-disposition', 'inline; filename="privacy-policy.pdf"')
  @Header('cache-control', 'public, max-age=3600')
  @Endpoint({ summary: 'The privacy policy (PDF)' })
  policy(): Buffer {
    return policyPdf;
  }

  @Get('privacyPolicy/version')
  @Public()
  @Endpoint({ summary: 'The version of the privacy policy a login must accept', response: z.object({ version: z.string() }) })
  version(): { version: string } {
    return { version: PRIVACY_POLICY_VERSION };
  }
}
