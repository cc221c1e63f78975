import type { BrandLoginEntry, BrandType } from '@tis/contracts';

/*
 * Reference data every installation starts with (ADR 0015): the brands of spec section 1 with their
 * login entries, and vehicle classifications, kinds, energy types and car types in the three
 * interface languages.
 */

export interface BrandSeed {
  code: string;
  name: string;
  type: BrandType;
  loginEntry: BrandLoginEntry | null;
  /** Chinese (GB 16735) and North-American VINs carry the check digit; the overseas brand's European VINs do not. */
  checkDigit: boolean;
}

/** A domestic brand, a commercial-vehicle brand, an overseas brand, two further car-brand sites, two sister-brand tags and the group tag. */
export const BRANDS: readonly BrandSeed[] = [
  { code: 'PC', name: 'Passenger Cars', type: 'brand', loginEntry: 'login', checkDigit: true },
  { code: 'CV', name: 'Commercial Vehicles', type: 'brand', loginEntry: 'com', checkDigit: true },
  { code: 'OS', name: 'Overseas', type: 'brand', loginEntry: 'os', checkDigit: false },
  { code: 'YW', name: 'YW', type: 'brand', loginEntry: 'yw', checkDigit: true },
  { code: 'FCB', name: 'FCB', type: 'brand', loginEntry: 'fcb', checkDigit: true },
  { code: 'SB1', name: 'Sister Brand A', type: 'sister', loginEntry: null, checkDigit: false },
  { code: 'SB2', name: 'Sister Brand B', type: 'sister', loginEntry: null, checkDigit: false },
  { code: 'GROUP', name: 'Group', type: 'group', loginEntry: 'mssp', checkDigit: false },
];

/** code → zh_CN, en_US, de_DE. */
export type Localized = readonly [code: string, zh_CN: string, en_US: string, de_DE: string];

export const KINDS: readonly Localized[] = [
  ['PASSENGER', '乘用车', 'Passenger car', 'Pkw'],
  ['LIGHT_COMMERCIAL', '轻型商用车', 'Light commercial vehicle', 'Leichtes Nutzfahrzeug'],
  ['HEAVY_COMMERCIAL', '重型商用车', 'Heavy commercial vehicle', 'Schweres Nutzfahrzeug'],
  ['BUS', '客车', 'Bus', 'Bus'],
  ['SPECIAL', '专用车', 'Special vehicle', 'Sonderfahrzeug'],
];

export const ENERGIES: readonly Localized[] = [
  ['PETROL', '汽油', 'Petrol', 'Benzin'],
  ['DIESEL', '柴油', 'Diesel', 'Diesel'],
  ['HEV', '混合动力', 'Hybrid (HEV)', 'Hybrid (HEV)'],
  ['PHEV', '插电式混合动力', 'Plug-in hybrid (PHEV)', 'Plug-in-Hybrid (PHEV)'],
  ['BEV', '纯电动', 'Battery electric (BEV)', 'Elektro (BEV)'],
  ['FCEV', '燃料电池', 'Fuel cell (FCEV)', 'Brennstoffzelle (FCEV)'],
];

export const LOCALIZED_LANGUAGES = ['zh_CN', 'en_US', 'de_DE'] as const;

/** After-sale types, each with its sub-sale types. */
export const CLASSIFICATIONS: readonly [afterSale: Localized, subSale: readonly Localized[]][] = [
  [
    ['PV', '乘用车', 'Passenger vehicle', 'Personenkraftwagen'],
    [
      ['PV-SEDAN', '轿车', 'Sedan', 'Limousine'],
      ['PV-SUV', '运动型多用途车', 'SUV', 'SUV'],
      ['PV-MPV', '多用途车', 'MPV', 'Großraumlimousine'],
    ],
  ],
  [
    ['CV', '商用车', 'Commercial vehicle', 'Nutzfahrzeug'],
    [
      ['CV-LCV', '轻型商用车', 'Light commercial vehicle', 'Leichtes Nutzfahrzeug'],
      ['CV-TRUCK', '载货汽车', 'Truck', 'Lkw'],
      ['CV-BUS', '客车', 'Bus', 'Bus'],
    ],
  ],
];

export const CAR_TYPES: readonly Localized[] = [
  ['SEDAN', '轿车', 'Sedan', 'Limousine'],
  ['HATCHBACK', '两厢车', 'Hatchback', 'Schräghecklimousine'],
  ['SUV', '运动型多用途车', 'SUV', 'SUV'],
  ['MPV', '多用途车', 'MPV', 'Großraumlimousine'],
  ['PICKUP', '皮卡', 'Pickup', 'Pick-up'],
  ['VAN', '厢式车', 'Van', 'Transporter'],
  ['TRUCK', '载货汽车', 'Truck', 'Lkw'],
  ['BUS', '客车', 'Bus', 'Bus'],
];

/**
 * The language whose names the seeder once gave every language of classifications and car types
 * (they had one name each): a row of another language still holding that name gets its own.
 */
export const FORMER_NAMES_LANGUAGE = 'en_US';
