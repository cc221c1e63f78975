import { CarOutlined } from '@ant-design/icons';
import type { VinInfo } from '@tis/contracts';
import { Card, Descriptions, Tag } from 'antd';
import { useText } from '../../../i18n/use-text';
import { codeLabel } from '../../../shared/vehicle-filters/selects';
import { GroupTitle } from './function-results';

/** The "Vehicle" group: the vehicle a VIN keyword names (brand, series, model, model year, configuration). */
export function VehicleResult({ info }: { info: VinInfo }) {
  const { t } = useText();
  return (
    <Card
      variant="borderless"
      className="tis-search-group"
      title={<GroupTitle icon={<CarOutlined />} label={t('search.group.vehicle')} count={1} testId="search-vehicle" />}
      data-testid="search-vehicle"
    >
      <div className="tis-search-vin">
        <span className="tis-search-vin-code" data-testid="search-vehicle-vin">
          {info.vin}
        </span>
        {info.shielded && <Tag color="red">{t('search.vehicle.shielded')}</Tag>}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('search.vehicle.brand')}>
          <span data-testid="search-vehicle-brand">{codeLabel(info.brandCode, info.brandName)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('search.vehicle.series')}>
          <span data-testid="search-vehicle-series">{codeLabel(info.seriesCode, info.seriesName)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('search.vehicle.model')}>
          <span data-testid="search-vehicle-model">{codeLabel(info.modelCode, info.modelName)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('search.vehicle.modelYear')}>{info.modelYear}</Descriptions.Item>
        {info.configCode && <Descriptions.Item label={t('search.vehicle.config')}>{info.configCode}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
