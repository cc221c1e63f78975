import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ProductChangeRow } from '@tis/contracts';
import type { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { productChangeViewUrl } from './product-change-workflow-buttons';

type T = ReturnType<typeof useText>['t'];

/** Where a change applies, as one line: the VIN range or the production days. */
export function rangeText(row: Pick<ProductChangeRow, 'applyBy' | 'vinFrom' | 'vinTo' | 'productionFrom' | 'productionTo'>): string {
  return row.applyBy === 'vinRange' ? `${row.vinFrom ?? ''} – ${row.vinTo ?? ''}` : `${row.productionFrom ?? ''} – ${row.productionTo ?? ''}`;
}

/** The series of a change by name. */
export function seriesText(row: Pick<ProductChangeRow, 'series'>): string {
  return row.series.map((s) => s.seriesName ?? s.seriesCode).join(', ');
}

/** The columns both lists share: code (to the reading view), title, brand, series, models, range, effective day. */
export function productChangeColumns(t: T): TableColumnsType<ProductChangeRow> {
  return [
    {
      title: t('productChange.field.changeCode'),
      key: 'changeCode',
      width: 160,
      render: (_, row) => (
        <Link to={productChangeViewUrl(row.id)} data-testid="pcn-link">
          {row.changeCode}
        </Link>
      ),
    },
    { title: t('productChange.field.title'), dataIndex: 'title', key: 'title', width: 240 },
    { title: t('productChange.field.brand'), dataIndex: 'brandCode', key: 'brand', width: 90 },
    { title: t('productChange.field.series'), key: 'series', width: 170, render: (_, row) => seriesText(row) },
    { title: t('productChange.field.models'), key: 'models', width: 170, render: (_, row) => (row.modelCodes.length > 0 ? row.modelCodes.join(', ') : t('productChange.field.allModels')) },
    {
      title: t('productChange.field.range'),
      key: 'range',
      width: 330,
      render: (_, row) => `${t(row.applyBy === 'vinRange' ? 'productChange.applyBy.vinRange' : 'productChange.applyBy.productionDate')}: ${rangeText(row)}`,
    },
    { title: t('productChange.field.effectiveDate'), dataIndex: 'effectiveDate', key: 'effectiveDate', width: 120 },
    { title: t('productChange.field.publishTime'), key: 'publishTime', width: 170, render: (_, row) => formatTime(row.publishTime) },
  ];
}
