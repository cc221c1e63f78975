import { useState } from 'react';
import { Alert, Card, DatePicker, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { checkVin, type ProductChangeMatch } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin';
import { DATE_PARAM_FORMAT, VinInput } from '../../../shared/vehicle-filters';
import { useLazyProductChangesByVinQuery } from '../api/product-change-api';
import { rangeText } from './product-change-columns';
import { productChangeViewUrl } from './product-change-workflow-buttons';

const MATCH_TEXT = {
  vin: 'productChange.vinCheck.matchVin',
  productionDate: 'productChange.vinCheck.matchProductionDate',
  needsProductionDate: 'productChange.vinCheck.matchNeedsProductionDate',
} as const satisfies Record<ProductChangeMatch, string>;

/**
 * "Does a change apply to my vehicle?": a VIN (17 characters) and, when the reader knows it from the
 * plate, the production date; the server answers the vehicle and the published changes that apply —
 * by VIN range, by production date, or "enter the production date" for a change that goes by dates.
 */
export function VinCheck() {
  const { t } = useText();
  const [vin, setVin] = useState('');
  const [productionDate, setProductionDate] = useState<Dayjs | null>(null);
  const [check, { currentData: answer, isFetching }] = useLazyProductChangesByVinQuery();
  const valid = checkVin(vin, { checkDigit: false }) === null;
  const run = () => void check({ vin, ...(productionDate ? { productionDate: productionDate.format(DATE_PARAM_FORMAT) } : {}) });

  return (
    <Card size="small" title={t('productChange.vinCheck.title')} className="tis-admin-list" data-testid="pcn-vin-check">
      <Space wrap>
        <VinInput value={vin} onChange={setVin} lookup={false} placeholder={t('productChange.vinCheck.vin')} style={{ width: 260 }} data-testid="pcn-vin" />
        <DatePicker value={productionDate} onChange={setProductionDate} placeholder={t('productChange.vinCheck.productionDate')} style={{ width: 300 }} data-testid="pcn-production-date" />
        <LockButton type="primary" disabled={!valid} loading={isFetching} onClick={run} data-testid="pcn-vin-submit">
          {t('productChange.vinCheck.submit')}
        </LockButton>
      </Space>
      {answer && answer.vehicle.vin === vin.trim().toUpperCase() && (
        <div style={{ marginTop: 12 }} data-testid="pcn-vin-answer">
          <Alert
            type={answer.changes.length > 0 ? 'info' : 'success'}
            showIcon
            title={t('productChange.vinCheck.vehicle', { vin: answer.vehicle.vin, brand: answer.vehicle.brandCode, series: answer.vehicle.seriesName ?? answer.vehicle.seriesCode, model: answer.vehicle.modelCode ?? '-' })}
            description={answer.changes.length === 0 ? t('productChange.vinCheck.none') : undefined}
          />
          {answer.changes.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={answer.changes}
              style={{ marginTop: 8 }}
              columns={[
                { title: t('productChange.field.changeCode'), key: 'code', render: (_, row) => <Link to={productChangeViewUrl(row.id)}>{row.changeCode}</Link> },
                { title: t('productChange.field.title'), dataIndex: 'title', key: 'title' },
                { title: t('productChange.field.range'), key: 'range', render: (_, row) => rangeText(row) },
                { title: t('productChange.field.effectiveDate'), dataIndex: 'effectiveDate', key: 'effectiveDate' },
                { title: t('productChange.vinCheck.match'), key: 'match', render: (_, row) => <Tag color={row.match === 'needsProductionDate' ? 'orange' : 'green'} data-testid={`pcn-match-${row.changeCode}`}>{t(MATCH_TEXT[row.match])}</Tag> },
              ]}
              data-testid="pcn-vin-changes"
            />
          )}
        </div>
      )}
    </Card>
  );
}
