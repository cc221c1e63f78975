export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const IN_PROCESS_REGISTRY = Symbol('IN_PROCESS_REGISTRY');
export const BOOT_INFO = Symbol('BOOT_INFO');

/** The name of the running process (a service name or 'all-in-one'). */
export const PROCESS_NAME = Symbol('PROCESS_NAME');
