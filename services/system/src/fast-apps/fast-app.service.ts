import { Inject, Injectable } from '@nestjs/common';
import { type ActiveFastApp, businessError, FAST_APP_ACTIVE_MAX, FAST_APP_ICON, fastAppsResource, isAllowedLink, TisError } from '@tis/contracts';
import {
  DATA_SOURCE,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
  resourceController,
  VersionedCrudService,
} from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { readStoredImage } from '../images/stored-image.js';
import { FastApp } from './fast-app.entity.js';

/** Who owns the icons: every signed-in user reads them (the home page's tiles). */
export const FAST_APP_FILE_OWNER = 'system.fastApp';

/** Common applications (/FastAPP, a resource) and the tiles of the home page. */
@Injectable()
export class FastAppService extends VersionedCrudService<FastApp, typeof fastAppsResource> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {
    super(ds, FastApp, fastAppsResource);
  }

  /** The tiles of the home page, in order (at most FAST_APP_ACTIVE_MAX). */
  async active(): Promise<ActiveFastApp[]> {
    const rows = await this.ds.getRepository(FastApp).find({ order: { sortNo: 'ASC', createdAt: 'ASC', id: 'ASC' }, take: FAST_APP_ACTIVE_MAX });
    return rows.map((r) => ({ id: r.id, appName: r.appName, link: r.link, appType: r.appType, appIcon: r.appIcon }));
  }

  /** The icon: a new application's, or a changed one, is a stored 96 x 96 PNG the common applications own. */
  protected override readonly storedFile = { field: 'appIcon', check: (url: string) => this.checkIcon(url), owner: () => FAST_APP_FILE_OWNER } as const;

  /** A link stays on the portal, or opens an https site the deployment allows (TIS_ALLOWED_LINK_ORIGINS). */
  protected override check(_manager: EntityManager, values: Record<string, unknown>): Promise<void> {
    if (!isAllowedLink((values as { link: string }).link, this.config.TIS_ALLOWED_LINK_ORIGINS)) {
      return Promise.reject(new TisError('validation', { detail: 'link: validation.fastApp.link' }));
    }
    return Promise.resolve();
  }

  /** The stored file must exist and be a PNG of exactly 96 x 96 pixels (spec section 9), read from its header whatever its name says. */
  private async checkIcon(appIcon: string): Promise<void> {
    const image = await readStoredImage(this.storage, appIcon);
    if (image.missing) throw businessError('fastApp.iconNotFound');
    const { size } = image;
    if (size?.kind !== 'png') throw businessError('fastApp.iconNotPng');
    const { width, height } = FAST_APP_ICON;
    if (size.width !== width || size.height !== height) {
      throw businessError('fastApp.iconWrongSize', { width, height, actualWidth: size.width, actualHeight: size.height });
    }
  }
}

/** The list, add, change and delete of /FastAPP (the home page's tiles: FastAppController). */
export const FastAppResourceController = resourceController(fastAppsResource, FastAppService);
