/**
 * Pages that share their data with an EPC page are one component with a variant: 'vehicle' (the
 * master data screen) or 'epc' (the parts catalogue's screen, with its own parts).
 */
export type VehiclePageVariant = 'vehicle' | 'epc';
