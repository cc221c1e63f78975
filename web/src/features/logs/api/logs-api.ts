import type {
  LoginLogView,
  LogOverview,
  LogPurgeRunView,
  LogRetentionStatus,
  OperationLogView,
  OperationModuleCount,
  OperationUserCount,
  PageResult,
} from '@tis/contracts';
import { jobServiceApi, logServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** The log screens' calls on the logService base (spec section 2 Logs). */
export const logsApi = logServiceApi.injectEndpoints({
  endpoints: (build) => ({
    loginLogList: build.query<PageResult<LoginLogView>, PageParams>({
      query: (params) => ({ url: '/loginLog/list', params }),
    }),
    operationLogList: build.query<PageResult<OperationLogView>, PageParams>({
      query: (params) => ({ url: '/operationLog/list', params }),
    }),
    operationsByModule: build.query<PageResult<OperationModuleCount>, PageParams>({
      query: (params) => ({ url: '/operationLog/byModule', params }),
    }),
    operationsByUser: build.query<PageResult<OperationUserCount>, PageParams>({
      query: (params) => ({ url: '/operationLog/byUser', params }),
    }),
    logOverview: build.query<LogOverview, undefined>({
      query: () => ({ url: '/logManage/overview' }),
    }),
  }),
});

/** The retention purge the job service runs (jobService base). */
export const logRetentionApi = jobServiceApi.injectEndpoints({
  endpoints: (build) => ({
    logRetentionStatus: build.query<LogRetentionStatus, undefined>({
      query: () => ({ url: '/logRetention/status' }),
    }),
    logPurgeRuns: build.query<PageResult<LogPurgeRunView>, PageParams>({
      query: (params) => ({ url: '/logRetention/runs', params }),
    }),
  }),
});

export const { useLoginLogListQuery, useOperationLogListQuery, useOperationsByModuleQuery, useOperationsByUserQuery, useLogOverviewQuery } = logsApi;
export const { useLogRetentionStatusQuery, useLogPurgeRunsQuery } = logRetentionApi;
