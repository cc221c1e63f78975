import { type DataSourceModule, MODEL_VISIBILITY, PUBLISH_STATE, vinCheckDigit } from '@tis/contracts';

/* Demo vehicle data (TIS_DEMO_DATA): a few series per brand, their models, configurations and vehicles. */

export interface SeriesSeed {
  brand: string;
  code: string;
  name: string;
  afterSale: string;
  subSale: string;
  energy: string;
  carType: string;
  kind: string;
  /** History series (no longer built). */
  history?: boolean;
  /** Models: code suffix, name suffix. */
  models: readonly [string, string][];
}

export const DEMO_SERIES: readonly SeriesSeed[] = [
  { brand: 'PC', code: 'PC-A5', name: 'A5 Sedan', afterSale: 'PV', subSale: 'PV-SEDAN', energy: 'PETROL', carType: 'SEDAN', kind: 'PASSENGER', models: [['15T', '1.5T Comfort'], ['20T', '2.0T Luxury']] },
  { brand: 'PC', code: 'PC-X7', name: 'X7 SUV', afterSale: 'PV', subSale: 'PV-SUV', energy: 'PHEV', carType: 'SUV', kind: 'PASSENGER', models: [['PH', 'PHEV AWD'], ['PHL', 'PHEV AWD Long Range']] },
  { brand: 'PC', code: 'PC-E3', name: 'E3 Hatchback', afterSale: 'PV', subSale: 'PV-SEDAN', energy: 'BEV', carType: 'HATCHBACK', kind: 'PASSENGER', models: [['STD', 'Standard Range'], ['LR', 'Long Range']] },
  { brand: 'PC', code: 'PC-M1', name: 'M1 MPV', afterSale: 'PV', subSale: 'PV-MPV', energy: 'HEV', carType: 'MPV', kind: 'PASSENGER', history: true, models: [['HEV', 'Hybrid 7-seater']] },
  { brand: 'CV', code: 'CV-T9', name: 'T9 Heavy Truck', afterSale: 'CV', subSale: 'CV-TRUCK', energy: 'DIESEL', carType: 'TRUCK', kind: 'HEAVY_COMMERCIAL', models: [['460', '6x4 Tractor 460 hp'], ['520', '6x4 Tractor 520 hp']] },
  { brand: 'CV', code: 'CV-V3', name: 'V3 Van', afterSale: 'CV', subSale: 'CV-LCV', energy: 'BEV', carType: 'VAN', kind: 'LIGHT_COMMERCIAL', models: [['CRG', 'Cargo Van'], ['PAS', 'Passenger Van']] },
  { brand: 'CV', code: 'CV-B12', name: 'B12 City Bus', afterSale: 'CV', subSale: 'CV-BUS', energy: 'FCEV', carType: 'BUS', kind: 'BUS', models: [['FC', '12 m Fuel Cell']] },
  { brand: 'OS', code: 'OS-G4', name: 'G4 Crossover', afterSale: 'PV', subSale: 'PV-SUV', energy: 'PETROL', carType: 'SUV', kind: 'PASSENGER', models: [['EU', '1.5T EU Edition'], ['GCC', '1.5T GCC Edition']] },
  { brand: 'OS', code: 'OS-P2', name: 'P2 Pickup', afterSale: 'CV', subSale: 'CV-LCV', energy: 'DIESEL', carType: 'PICKUP', kind: 'LIGHT_COMMERCIAL', models: [['DC', 'Double Cab 4x4']] },
  { brand: 'YW', code: 'YW-S6', name: 'S6 Sedan', afterSale: 'PV', subSale: 'PV-SEDAN', energy: 'HEV', carType: 'SEDAN', kind: 'PASSENGER', models: [['HEV', 'Hybrid Premium']] },
  { brand: 'YW', code: 'YW-U8', name: 'U8 SUV', afterSale: 'PV', subSale: 'PV-SUV', energy: 'BEV', carType: 'SUV', kind: 'PASSENGER', models: [['AWD', 'Dual Motor AWD']] },
  { brand: 'FCB', code: 'FCB-C1', name: 'C1 City Car', afterSale: 'PV', subSale: 'PV-SEDAN', energy: 'BEV', carType: 'HATCHBACK', kind: 'PASSENGER', models: [['BAS', 'Base'], ['PLS', 'Plus']] },
  { brand: 'FCB', code: 'FCB-R5', name: 'R5 SUV', afterSale: 'PV', subSale: 'PV-SUV', energy: 'PHEV', carType: 'SUV', kind: 'PASSENGER', models: [['PH', 'PHEV']] },
];

/** World manufacturer identifiers of the demo brands (VIN positions 1 to 3). */
const WMI: Record<string, string> = { PC: 'LTP', CV: 'LTC', OS: 'WTS', YW: 'LYW', FCB: 'LFC' };
/** ISO 3779 model-year letters (VIN position 10). */
const YEAR_CODE: Record<number, string> = { 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };
const VDS_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export const DEMO_VEHICLES_PER_MODEL = 10;
export const DEMO_YEARS = [2022, 2023, 2024, 2025] as const;
export const DEMO_COLOURS = ['Polar White', 'Obsidian Black', 'Titanium Grey', 'Ocean Blue', 'Ruby Red'] as const;

/** Publish state and visibility of the n-th demo model: most published and visible, some still pending. */
export function demoModelState(n: number): { pubState: number; visible: number } {
  if (n % 7 === 6) return { pubState: PUBLISH_STATE.unpublished, visible: MODEL_VISIBILITY.pending };
  if (n % 9 === 8) return { pubState: PUBLISH_STATE.cancelled, visible: MODEL_VISIBILITY.invisible };
  return { pubState: PUBLISH_STATE.published, visible: MODEL_VISIBILITY.visible };
}

/**
 * A VIN of a demo vehicle: the brand's WMI, a VDS from the model number, the check digit, the year
 * letter, plant 'A' and a serial. Every demo VIN passes the check digit, whatever its brand's flag.
 */
export function demoVin(brand: string, modelNo: number, year: number, serial: number): string {
  const wmi = WMI[brand] ?? 'LTX';
  const vds = Array.from({ length: 5 }, (_, i) => VDS_CHARS.charAt((modelNo * 7 + i * 3) % VDS_CHARS.length)).join('');
  const body = `${wmi}${vds}0${YEAR_CODE[year] ?? 'R'}A${String(serial).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  if (digit === null) throw new Error(`demo VIN ${body} is not valid`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/** The modules every demo series has; EPC and labor only where the series is current. */
export const DEMO_MODULES: readonly DataSourceModule[] = ['wsm', 'diagnose', 'tsb', 'case', 'epc', 'labor'];
