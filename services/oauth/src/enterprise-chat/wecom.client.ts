import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig } from '@tis/nest';

const CALL_TIMEOUT_MS = 5_000;

interface TokenAnswer {
  errcode?: number;
  access_token?: string;
  expires_in?: number;
}

interface UserAnswer {
  errcode?: number;
  errmsg?: string;
  UserId?: string;
  userid?: string;
}

/**
 * The enterprise-chat provider's API (WeCom shape): `gettoken?corpid&corpsecret` gives an app token
 * (cached until shortly before it expires), `auth/getuserinfo?access_token&code` turns the QR
 * login's one-time code into the member's user id.
 */
@Injectable()
export class WecomClient {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  isConfigured(companyType: string): boolean {
    return companyType in this.config.TIS_WECOM_APPS;
  }

  /** The provider's user id for a login code, or null when the code is not accepted. */
  async userIdOf(companyType: string, code: string): Promise<string | null> {
    const token = await this.token(companyType);
    if (!token) return null;
    const answer = await this.get<UserAnswer>('/cgi-bin/auth/getuserinfo', { access_token: token, code });
    if (answer?.errcode === 42001 || answer?.errcode === 40014) this.tokens.delete(companyType);
    const userId = answer?.UserId ?? answer?.userid;
    return answer && !answer.errcode && userId ? userId : null;
  }

  private async token(companyType: string): Promise<string | null> {
    const cached = this.tokens.get(companyType);
    if (cached && cached.until > Date.now()) return cached.token;
    const app = this.config.TIS_WECOM_APPS[companyType];
    if (!app) return null;
    const answer = await this.get<TokenAnswer>('/cgi-bin/gettoken', { corpid: app.corpId, corpsecret: app.secret });
    if (!answer?.access_token || answer.errcode) return null;
    const lifetime = Math.max(60, answer.expires_in ?? 7200) - 60;
    this.tokens.set(companyType, { token: answer.access_token, until: Date.now() + lifetime * 1000 });
    return answer.access_token;
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T | null> {
    const url = `${this.config.TIS_WECOM_URL.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      if (!response.ok) return null;
      return (await response.json()) as T;
    } catch {
      return null;
    }
  }
}
