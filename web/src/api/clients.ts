import { API_PREFIX, BASES, GENERAL_TIMEOUT_MS, type BaseName } from '@tis/contracts';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createClientBaseQuery, type ClientBaseQuery } from './base-query';
import {
  devtoolCodes,
  fileconverterCodes,
  generalCodes,
  oauthCodes,
  sasCodes,
  viewerCodes,
  type CodeHandler,
} from './code-handling';

/** Cache tags shared by the feature endpoints of every client. */
export const TAG_TYPES = ['Session', 'User', 'Language', 'Translation', 'Role', 'Right', 'Organisation', 'SecretCard', 'UserMessage', 'HomepageImage', 'Resource', 'Feedback', 'Bulletin', 'BulletinNews', 'AlignmentStandard'] as const;

/** The clients of spec section 7 that have their own code handling (section 8). */
export type SpecClient = 'viewer' | 'sas' | 'general' | 'fileconverter' | 'devtool' | 'oauth';

/** The named services under the API prefix; they handle codes like the general client. */
export type NamedService = Exclude<BaseName, Exclude<SpecClient, 'general'>>;

export const CLIENT_CODE_HANDLERS: Record<SpecClient, CodeHandler> = {
  viewer: viewerCodes,
  sas: sasCodes,
  general: generalCodes,
  fileconverter: fileconverterCodes,
  devtool: devtoolCodes,
  oauth: oauthCodes,
};

export interface ClientDefinition {
  /** Full base path. */
  base: string;
  timeoutMs: number;
  handleCode: CodeHandler;
  formUrlEncoded: boolean;
}

/** Base path, timeout and code handling of a client, from the shared BASES table. */
export function clientDefinition(client: SpecClient | NamedService): ClientDefinition {
  if (client === 'general') {
    return { base: API_PREFIX, timeoutMs: GENERAL_TIMEOUT_MS, handleCode: generalCodes, formUrlEncoded: false };
  }
  const route: { timeoutMs: number; formUrlEncoded?: boolean } = BASES[client];
  const handleCode = client in CLIENT_CODE_HANDLERS ? CLIENT_CODE_HANDLERS[client as SpecClient] : generalCodes;
  return {
    base: `${API_PREFIX}/${client}`,
    timeoutMs: route.timeoutMs,
    handleCode,
    formUrlEncoded: route.formUrlEncoded === true,
  };
}

export function clientBaseQuery(client: SpecClient | NamedService): ClientBaseQuery {
  return createClientBaseQuery(clientDefinition(client));
}

function defineClientApi<const Path extends string>(reducerPath: Path, client: SpecClient | NamedService) {
  return createApi({
    reducerPath,
    baseQuery: clientBaseQuery(client),
    tagTypes: TAG_TYPES,
    endpoints: () => ({}),
  });
}

// One RTK Query API per spec client (section 7); features add endpoints with injectEndpoints.
export const viewerApi = defineClientApi('api.viewer', 'viewer');
export const sasApi = defineClientApi('api.sas', 'sas');
export const generalApi = defineClientApi('api.general', 'general');
export const fileconverterApi = defineClientApi('api.fileconverter', 'fileconverter');
export const devtoolApi = defineClientApi('api.devtool', 'devtool');
export const oauthApi = defineClientApi('api.oauth', 'oauth');
export const vdsApi = defineClientApi('api.vds', 'vds');
export const oauthServiceApi = defineClientApi('api.oauthService', 'oauthService');
export const systemServiceApi = defineClientApi('api.systemService', 'systemService');
export const searchServiceApi = defineClientApi('api.searchService', 'searchService');
export const documentServiceApi = defineClientApi('api.documentService', 'documentService');
export const diagnosisServiceApi = defineClientApi('api.diagnosisService', 'diagnosisService');
export const jobServiceApi = defineClientApi('api.jobService', 'jobService');
export const logServiceApi = defineClientApi('api.logService', 'logService');
export const vehicleServiceApi = defineClientApi('api.vehicleService', 'vehicleService');

/** Every client API, for the store's reducers and middleware. */
export const CLIENT_APIS = [
  viewerApi,
  sasApi,
  generalApi,
  fileconverterApi,
  devtoolApi,
  oauthApi,
  vdsApi,
  oauthServiceApi,
  systemServiceApi,
  searchServiceApi,
  documentServiceApi,
  diagnosisServiceApi,
  jobServiceApi,
  logServiceApi,
  vehicleServiceApi,
] as const;
