import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { VerifyHistory } from '../../../shared/widgets/verify-history';
import { useCaseDetailQuery, useCaseVerifyListQuery } from '../api/cases-api';
import { CaseEditor } from '../components/case-editor';
import '../cases.css';

/**
 * /CaseWorkDetail (spec section 2): a new case, or `?id=` the case to edit, with its verify history
 * (an author sees why it was refused). The editor is keyed by the case's id and drawn only once that
 * case has loaded, so it always shows the case that was opened; after the first save the URL names
 * the new case.
 */
export function CaseWorkDetailPage() {
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const { currentData: detail, isError } = useCaseDetailQuery(id ?? skipToken);
  const { currentData: records = [], isFetching: recordsLoading } = useCaseVerifyListQuery(id ?? skipToken);
  const loaded = id === null || detail?.id === id;

  return (
    <div className="tis-case-page" data-testid="case-work-detail-page">
      {isError && !loaded ? (
        <Result status="warning" title={t('cases.detail.notFound')} />
      ) : loaded ? (
        <CaseEditor key={id ?? 'new'} detail={id === null ? null : (detail ?? null)} onSaved={(saved) => {
            if (saved.id !== id) setParams({ id: saved.id }, { replace: true });
          }} />
      ) : (
        <Spin className="tis-case-loading" />
      )}
      {id !== null && (
        <Card variant="borderless" className="tis-case-history">
          <VerifyHistory records={records} loading={recordsLoading} />
        </Card>
      )}
    </div>
  );
}
