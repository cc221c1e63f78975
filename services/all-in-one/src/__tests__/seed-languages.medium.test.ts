import type { CarTypeView, ClassificationOption, ClassificationView, PageResult, RoleView, SeriesView } from '@tis/contracts';
import { call, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import { IdentitySeeder } from '@tis/service-oauth';
import { VEHICLE_SERVICE, VehicleSeeder } from '@tis/service-vehicle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

const API = '/tis/api/vehicleService';

/** Seeded codes and their names: zh_CN, en_US, de_DE. */
const PV = ['乘用车', 'Passenger vehicle', 'Personenkraftwagen'];
const SEDAN_TYPE = ['轿车', 'Sedan', 'Limousine'];
const BUS_TYPE = ['客车', 'Bus', 'Bus'];
const LANGS = ['zh_CN', 'en_US', 'de_DE'] as const;
const SEEDED_CLASSIFICATIONS = 8;
const SEEDED_CAR_TYPES = 8;

/**
 * Seed data in the three interface languages (issue 14 item 9). The vehicle classifications and car
 * types answer per the Language header, names of a code without a row in the language come from
 * another, and a re-run of the seeder on a database of one language per code adds the missing
 * languages (and the own names of rows still holding the former English one) without duplicating.
 * The seeded roles are named by text keys the screens translate (older English names renamed at
 * start) and are found by their texts.
 */
describe.each(TEST_DIALECTS)('seed data in three languages on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let admin: string;
  const { ok } = apiClient(`${API}/`, () => portal.base, () => admin);

  async function read<T>(path: string, lang: string): Promise<T> {
    const res = await call<T>(`${portal.base}${API}/${path}`, jsonRequest({ token: admin, headers: { Language: lang } }));
    expect(res.body.code, JSON.stringify(res.body)).toBe('000000');
    return res.body.data as T;
  }
  const optionName = (options: ClassificationOption[], code: string) => options.find((o) => o.classificationCode === code)?.classificationName;
  const carTypeName = (page: PageResult<CarTypeView>, code: string) => page.list.find((c) => c.cartypeCode === code)?.cartypeName;

  async function duplicates(): Promise<unknown[]> {
    const db = await portal.db('vehicle');
    return [
      ...(await db.query('SELECT classification_code, lang_code FROM vehicle_classification GROUP BY classification_code, lang_code HAVING COUNT(*) > 1')),
      ...(await db.query('SELECT cartype_code, lang_code FROM vehicle_car_type GROUP BY cartype_code, lang_code HAVING COUNT(*) > 1')),
    ];
  }

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'seedlang', dialect });
    admin = await loginAs(portal.base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  it('answer in the Language header\'s language: dropdowns, lists and the names a series shows', async () => {
    for (const [i, lang] of LANGS.entries()) {
      const options = await read<ClassificationOption[]>('classification/options', lang);
      expect(options).toHaveLength(SEEDED_CLASSIFICATIONS);
      expect(optionName(options, 'PV'), lang).toBe(PV[i]);
      const subSales = await read<PageResult<ClassificationView>>('classification/list?pageNo=1&pageSize=20&parentCode=PV', lang);
      expect(subSales.list.map((c) => [c.classificationCode, c.langCode, c.parentName])).toEqual(['PV-SEDAN', 'PV-SUV', 'PV-MPV'].map((code) => [code, lang, PV[i]]));
      const carTypes = await read<PageResult<CarTypeView>>('carType/list?pageNo=1&pageSize=999', lang);
      expect(carTypes.total).toBe(SEEDED_CAR_TYPES);
      expect([carTypeName(carTypes, 'SEDAN'), carTypeName(carTypes, 'BUS')], lang).toEqual([SEDAN_TYPE[i], BUS_TYPE[i]]);
      const [series] = (await read<PageResult<SeriesView>>('series/list?pageNo=1&pageSize=20&seriesCode=PC-A5', lang)).list;
      expect(series, lang).toMatchObject({ afterSaleTypeName: PV[i], subSaleTypeName: SEDAN_TYPE[i], carTypeName: SEDAN_TYPE[i] });
    }
    // Another language asked for by the screen (the admin list's language filter).
    const german = await read<PageResult<CarTypeView>>('carType/list?pageNo=1&pageSize=999&langCode=de_DE', 'zh_CN');
    expect(carTypeName(german, 'SEDAN')).toBe('Limousine');
  });

  it('name a code that has no row in the language in another one', async () => {
    await ok('POST', 'carType', { cartypeCode: 'RV', langCode: 'de_DE', cartypeName: 'Wohnmobil' });
    await ok('POST', 'classification', { classificationCode: 'RV-PV', langCode: 'de_DE', classificationName: 'Freizeitfahrzeug', parentCode: 'PV', sortNo: 9 });
    await ok('POST', 'series', { brandCode: 'PC', seriesCode: 'PC-RV1', seriesName: 'RV One', afterSaleType: 'PV', subSaleType: 'RV-PV', carType: 'RV' });
    const [series] = (await read<PageResult<SeriesView>>('series/list?pageNo=1&pageSize=20&seriesCode=PC-RV1', 'zh_CN')).list;
    expect(series).toMatchObject({ afterSaleTypeName: '乘用车', subSaleTypeName: 'Freizeitfahrzeug', carTypeName: 'Wohnmobil' });
    expect(optionName(await read<ClassificationOption[]>('classification/options', 'en_US'), 'RV-PV')).toBe('Freizeitfahrzeug');
    // The admin lists show one language: the code is not in the English one until it has its English row.
    expect(carTypeName(await read<PageResult<CarTypeView>>('carType/list?pageNo=1&pageSize=999', 'en_US'), 'RV')).toBeUndefined();
    const english = await ok<CarTypeView>('POST', 'carType', { cartypeCode: 'rv', langCode: 'en_US', cartypeName: 'Recreational vehicle' });
    expect(english).toMatchObject({ cartypeCode: 'RV', langCode: 'en_US' }); // a new language takes the code's spelling
    const [seriesInEnglish] = (await read<PageResult<SeriesView>>('series/list?pageNo=1&pageSize=20&seriesCode=PC-RV1', 'en_US')).list;
    expect(seriesInEnglish?.carTypeName).toBe('Recreational vehicle');
    // A new language of a classification keeps its parent.
    const wrongParent = await call(`${portal.base}${API}/classification`, jsonRequest({ method: 'POST', token: admin, body: { classificationCode: 'RV-PV', langCode: 'en_US', classificationName: 'RV', parentCode: 'CV', sortNo: 0 } }));
    expect(wrongParent.body).toMatchObject({ code: '000001', mesg: 'The classification RV-PV has another level or parent in its other languages: every language has the same level and parent' });
    expect(await ok('POST', 'classification', { classificationCode: 'RV-PV', langCode: 'en_US', classificationName: 'RV', parentCode: 'PV', sortNo: 0 })).toMatchObject({ parentCode: 'PV', sortNo: 9 });
  });

  it('a re-run of the seeder adds the languages an older database lacks, once', async () => {
    const seeder = portal.app.get(VehicleSeeder);
    await seeder.onModuleInit();
    expect(await duplicates()).toEqual([]);

    // A database from before LocalizedClassificationsCarTypes1700000072000: one row per code, named in English by the seeder, one renamed by its administrator.
    const db = await portal.db('vehicle');
    const Migration = VEHICLE_SERVICE.migrations.find((m) => m.name === 'LocalizedClassificationsCarTypes1700000072000');
    if (!Migration) throw new Error('migration not found');
    const runner = db.createQueryRunner();
    try {
      await new Migration().down(runner);
      await db.query("UPDATE vehicle_classification SET classification_name = 'Passenger vehicle' WHERE classification_code = 'PV'");
      await db.query("UPDATE vehicle_classification SET classification_name = 'Sport utility' WHERE classification_code = 'PV-SUV'");
      await db.query("UPDATE vehicle_car_type SET cartype_name = 'Bus' WHERE cartype_code = 'BUS'");
      await new Migration().up(runner);
    } finally {
      await runner.release();
    }
    const languages = await db.query('SELECT DISTINCT lang_code FROM vehicle_car_type');
    expect(languages).toEqual([{ lang_code: 'zh_CN' }]); // the rows that existed became the default language's
    expect(optionName(await read<ClassificationOption[]>('classification/options', 'de_DE'), 'PV')).toBe('Passenger vehicle'); // until the seeder runs: the zh_CN row

    await seeder.onModuleInit();
    await seeder.onModuleInit();
    expect(await duplicates()).toEqual([]);
    for (const [i, lang] of LANGS.entries()) {
      const options = await read<ClassificationOption[]>('classification/options', lang);
      expect(optionName(options, 'PV'), lang).toBe(PV[i]);
      const carTypes = await read<PageResult<CarTypeView>>('carType/list?pageNo=1&pageSize=999', lang);
      expect(carTypeName(carTypes, 'BUS'), lang).toBe(BUS_TYPE[i]);
      expect(carTypes.list.filter((c) => c.cartypeCode !== 'RV')).toHaveLength(SEEDED_CAR_TYPES);
    }
    // The administrator's own name stays; the languages the code lacked are added.
    const suv = await Promise.all(LANGS.map(async (lang) => optionName(await read<ClassificationOption[]>('classification/options', lang), 'PV-SUV')));
    expect(suv).toEqual(['Sport utility', 'SUV', 'SUV']);
    const [sub] = (await read<PageResult<ClassificationView>>('classification/list?pageNo=1&pageSize=20&keyword=PV-SUV&langCode=de_DE', 'zh_CN')).list;
    expect(sub).toMatchObject({ parentCode: 'PV', sortNo: 1, parentName: 'Personenkraftwagen' });
  });

  it('names the seeded roles by text keys, found by their texts; a start renames a role that still has its English name', async () => {
    const roles = apiClient('/tis/api/oauthService/', () => portal.base, () => admin);
    const names = async (keyword = '') => (await roles.ok<PageResult<RoleView>>('GET', `role/list?pageNo=1&pageSize=20&keyword=${encodeURIComponent(keyword)}`)).list.map((r) => [r.roleCode, r.roleName]);
    expect(await names()).toEqual(
      expect.arrayContaining([
        ['sysadmin', 'accounts.role.name.sysadmin'],
        ['oem_approver', 'accounts.role.name.oemApprover'],
        ['dealer', 'accounts.role.name.dealer'],
        ['public', 'accounts.role.name.public'],
      ]),
    );
    expect(await names('系统管理')).toEqual([['sysadmin', 'accounts.role.name.sysadmin']]);
    expect(await names('servicebetrieb')).toEqual([['dealer', 'accounts.role.name.dealer']]);
    expect(await names('Social user')).toEqual([['public', 'accounts.role.name.public']]);

    const db = await portal.db('oauth');
    await db.query("UPDATE role SET role_name = 'System administrator' WHERE role_code = 'sysadmin'");
    await db.query("UPDATE role SET role_name = 'Outlets' WHERE role_code = 'dealer'");
    await portal.app.get(IdentitySeeder).onApplicationBootstrap();
    expect(await names()).toEqual(expect.arrayContaining([['sysadmin', 'accounts.role.name.sysadmin'], ['dealer', 'Outlets']]));
  });
});
