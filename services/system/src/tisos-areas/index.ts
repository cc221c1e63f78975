import { TisosAreaController, TisosAreaService } from './tisos-area.service.js';

export { TISOS_AREA_ENTITIES } from './tisos-area.entity.js';
/** Overseas areas (/TisosArea): what the system module registers. */
export const TISOS_AREA_CONTROLLERS = [TisosAreaController];
export const TISOS_AREA_PROVIDERS = [TisosAreaService];
