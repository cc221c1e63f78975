export { VerifyHistory, verifyOutcome, type VerifyHistoryProps, type VerifyOutcome, type VerifyRecord } from './verify-history';
