import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';

export interface DocumentByIdProps<D extends { id: string }> {
  /** The kind's detail query (an RTK Query hook taking the id). */
  useDetail: (id: string | typeof skipToken) => { currentData?: D; isError: boolean };
  /** "This … does not exist or is not meant for you". */
  notFound: WebTextKey;
  /** The reading view of the document, mounted anew for each id. */
  children: (detail: D) => ReactNode;
}

/**
 * The page of one document named by `?id=` (case, claim, notice, …): the spinner while it loads,
 * the not-found message for a missing id, an unknown document or one the caller may not read, and
 * otherwise the reading view — never the previous document's while the next one loads.
 */
export function DocumentById<D extends { id: string }>({ useDetail, notFound, children }: DocumentByIdProps<D>) {
  const { t } = useText();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { currentData: detail, isError } = useDetail(id ?? skipToken);
  if (id === null || (isError && detail?.id !== id)) return <Result status="warning" title={t(notFound)} />;
  if (detail?.id !== id) return <Spin className="tis-case-loading" />;
  return <div key={id}>{children(detail)}</div>;
}
