import { Form, Input, InputNumber, Switch, Typography } from 'antd';
import { SORT_NO_MAX } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { codeLabel, SeriesSelect } from '../../../shared/vehicle-filters';
import { BrandSeriesFields } from '../components/brand-series-fields';
import { CrudPage } from '../components/crud-page';
import { YesNoSelect, YesNoTag, type YesNo } from '../components/yes-no';

interface SeriesSettingFilters extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  showOnHome?: YesNo;
  showOnManual?: YesNo;
}

interface SeriesSettingForm {
  seriesCode: string;
  sortNo: number;
  imageUrl?: string | null;
  showOnHome: boolean;
  showOnManual: boolean;
}

const IMAGE_URL_MAX = 500;

/** /carSeriesSettings: per series the display order, image and whether the home and manual pages show it. */
export function SeriesSettingPage() {
  const { t } = useText();
  return (
    <CrudPage<'seriesSetting', SeriesSettingForm, SeriesSettingFilters>
      resource="seriesSetting"
      title={t('vehicles.seriesSetting.pageTitle')}
      testId="series-setting"
      filters={(search) => (
        <FilterBar<SeriesSettingFilters> keyword={false} onSearch={search}>
          <BrandSeriesFields />
          <Form.Item name="showOnHome" label={t('vehicles.seriesSetting.showOnHome')}>
            <YesNoSelect data-testid="filter-home" />
          </Form.Item>
          <Form.Item name="showOnManual" label={t('vehicles.seriesSetting.showOnManual')}>
            <YesNoSelect data-testid="filter-manual" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.field.brand'), dataIndex: 'brandCode', key: 'brandCode', width: 90 },
        { title: t('vehicles.field.series'), key: 'series', width: 200, render: (_, s) => codeLabel(s.seriesCode, s.seriesName) },
        { title: t('vehicles.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
        {
          title: t('vehicles.seriesSetting.imageUrl'),
          key: 'imageUrl',
          width: 260,
          render: (_, s) => (s.imageUrl ? <Typography.Text ellipsis={{ tooltip: s.imageUrl }} style={{ maxWidth: 240 }}>{s.imageUrl}</Typography.Text> : ''),
        },
        { title: t('vehicles.seriesSetting.showOnHome'), key: 'showOnHome', width: 110, render: (_, s) => <YesNoTag value={s.showOnHome} /> },
        { title: t('vehicles.seriesSetting.showOnManual'), key: 'showOnManual', width: 120, render: (_, s) => <YesNoTag value={s.showOnManual} /> },
      ]}
      actionsWidth={180}
      deleteName={(s) => codeLabel(s.seriesCode, s.seriesName)}
      form={{
        addTitle: t('vehicles.seriesSetting.add'),
        editTitle: t('vehicles.seriesSetting.edit'),
        width: 560,
        values: (s) => (s ? { ...s } : { sortNo: 0, showOnHome: true, showOnManual: true }),
        create: (v) => ({ seriesCode: v.seriesCode, sortNo: v.sortNo, imageUrl: v.imageUrl ?? null, showOnHome: v.showOnHome, showOnManual: v.showOnManual }),
        update: (v) => ({ sortNo: v.sortNo, imageUrl: v.imageUrl ?? null, showOnHome: v.showOnHome, showOnManual: v.showOnManual }),
        fields: (record) => (
          <>
            <Form.Item name="seriesCode" label={t('vehicles.field.series')} required={!record}>
              <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="setting-series" />
            </Form.Item>
            <Form.Item name="sortNo" label={t('vehicles.field.sortNo')}>
              <InputNumber min={0} max={SORT_NO_MAX} precision={0} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="imageUrl" label={t('vehicles.seriesSetting.imageUrl')} extra={t('vehicles.seriesSetting.imageUrlHint')}>
              <Input maxLength={IMAGE_URL_MAX} placeholder="/tis/file/…" data-testid="setting-image" />
            </Form.Item>
            <Form.Item name="showOnHome" label={t('vehicles.seriesSetting.showOnHome')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="showOnManual" label={t('vehicles.seriesSetting.showOnManual')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
