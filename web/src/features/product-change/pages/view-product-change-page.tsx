import { Card, Descriptions, List, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, type ProductChangeDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { DocumentById } from '../../../shared/widgets/document-page';
import { downloadFile } from '../../../shared/widgets/file-upload';
import { FloatingToolbar } from '../../../shared/widgets/floating-toolbar';
import { usePrint } from '../../../shared/widgets/print';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { VerifyHistory } from '../../../shared/widgets/verify-history';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { useProductChangeDetailQuery, useProductChangeVerifyListQuery } from '../api/product-change-api';
import { rangeText, seriesText } from '../components/product-change-columns';
import { productChangeEditUrl, ProductChangeWorkflowButtons } from '../components/product-change-workflow-buttons';
import '../../cases/cases.css';

function ProductChangeHead({ detail }: { detail: ProductChangeDetail }) {
  const { t } = useText();
  const items = [
    { key: 'changeCode', label: t('productChange.field.changeCode'), children: detail.changeCode },
    { key: 'brand', label: t('productChange.field.brand'), children: detail.brandCode },
    { key: 'series', label: t('productChange.field.series'), children: seriesText(detail) },
    { key: 'models', label: t('productChange.field.models'), children: detail.modelCodes.length > 0 ? detail.modelCodes.join(', ') : t('productChange.field.allModels') },
    { key: 'applyBy', label: t('productChange.field.applyBy'), children: t(detail.applyBy === 'vinRange' ? 'productChange.applyBy.vinRange' : 'productChange.applyBy.productionDate') },
    { key: 'range', label: t('productChange.field.range'), children: rangeText(detail) },
    { key: 'effectiveDate', label: t('productChange.field.effectiveDate'), children: detail.effectiveDate },
    { key: 'author', label: t('productChange.field.author'), children: detail.fullName },
    { key: 'publishTime', label: t('productChange.field.publishTime'), children: formatTime(detail.publishTime) || '-' },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="tis-case-head" data-testid="pcn-head" />;
}

function ProductChangeReading({ detail }: { detail: ProductChangeDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { print } = usePrint();
  const { currentData: records = [], isFetching: recordsLoading } = useProductChangeVerifyListQuery(detail.id);
  const staff = detail.actions.length > 0 || detail.publishState !== 1;

  return (
    <Card variant="borderless" className="tis-case-reading" data-testid="pcn-detail">
      <Typography.Title level={3} className="tis-case-title" data-testid="pcn-detail-title">
        {detail.title}
      </Typography.Title>
      <Space wrap className="tis-case-meta">
        <CaseStateTags row={{ ...detail, isExcellent: EXCELLENT_FLAG.ordinary }} />
      </Space>
      <div className="tis-case-tools tis-print-hide">
        <ProductChangeWorkflowButtons
          doc={detail}
          variant="default"
          onEdit={(id) => void navigate(productChangeEditUrl(id))}
          onDeleted={() => void navigate('/ProductChangeManagement')}
        />
      </div>
      <ProductChangeHead detail={detail} />
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('productChange.field.description')}</Typography.Title>
        <RichTextView html={detail.description} data-testid="pcn-description-view" />
      </section>
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('productChange.field.attachments')}</Typography.Title>
        {detail.attachments.length > 0 ? (
          <List
            size="small"
            dataSource={detail.attachments}
            renderItem={(file) => (
              <List.Item>
                <Typography.Link onClick={() => void downloadFile(file.url, file.name)} data-testid="pcn-attachment">
                  {file.name}
                </Typography.Link>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">{t('productChange.view.noAttachments')}</Typography.Text>
        )}
      </section>
      {staff && <VerifyHistory records={records} loading={recordsLoading} />}
      <FloatingToolbar onPrint={() => void print()} onDownload={() => void print()} onSearch={() => void navigate('/SearchPage')} />
    </Card>
  );
}

/**
 * /ViewProductChange?id= (issue 16): the reading view of one product change — head fields (series,
 * models, the VIN range or production days, effective day), the description, the attachments (read
 * with the change's access) and, for the staff, the review history — with the caller's workflow
 * buttons and the floating toolbar (print with the watermark, download, search).
 */
export function ViewProductChangePage() {
  return <DocumentById<ProductChangeDetail> useDetail={useProductChangeDetailQuery} notFound="productChange.view.notFound">{(detail) => <ProductChangeReading detail={detail} />}</DocumentById>;
}
