import { Form, Input, Select, Switch } from 'antd';
import { DATA_SOURCE_MODULES, type DataSourceModule } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { codeLabel, SeriesSelect } from '../../../shared/vehicle-filters';
import { BrandSeriesFields } from '../components/brand-series-fields';
import { CrudPage } from '../components/crud-page';
import { REMARK_MAX_LENGTH } from '../components/limits';
import { YesNoSelect, YesNoTag, type YesNo } from '../components/yes-no';

interface ModuleSettingFilters extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  moduleType?: DataSourceModule;
  enabled?: YesNo;
}

interface ModuleSettingForm {
  seriesCode: string;
  moduleType: DataSourceModule;
  enabled: boolean;
  remark?: string | null;
}

/** /moduleSettings: which data-source modules (spec section 3: wsm, diagnose, epc …) a series has; no row means off. */
export function ModuleSettingPage() {
  const { t } = useText();
  const moduleOptions = DATA_SOURCE_MODULES.map((m) => ({ value: m, label: t(`vehicles.module.${m}`) }));
  return (
    <CrudPage<'moduleSetting', ModuleSettingForm, ModuleSettingFilters>
      resource="moduleSetting"
      title={t('vehicles.moduleSetting.pageTitle')}
      testId="module-setting"
      filters={(search) => (
        <FilterBar<ModuleSettingFilters> keyword={false} onSearch={search}>
          <BrandSeriesFields />
          <Form.Item name="moduleType" label={t('vehicles.moduleSetting.module')}>
            <Select allowClear style={{ width: 170 }} placeholder={t('vehicles.filter.all')} options={moduleOptions} data-testid="filter-module" />
          </Form.Item>
          <Form.Item name="enabled" label={t('vehicles.moduleSetting.enabled')}>
            <YesNoSelect data-testid="filter-enabled" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.field.brand'), dataIndex: 'brandCode', key: 'brandCode', width: 90 },
        { title: t('vehicles.field.series'), key: 'series', width: 200, render: (_, m) => codeLabel(m.seriesCode, m.seriesName) },
        { title: t('vehicles.moduleSetting.module'), key: 'moduleType', width: 180, render: (_, m) => `${t(`vehicles.module.${m.moduleType}`)} (${m.moduleType})` },
        { title: t('vehicles.moduleSetting.enabled'), key: 'enabled', width: 100, render: (_, m) => <YesNoTag value={m.enabled} /> },
        { title: t('vehicles.field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
      ]}
      actionsWidth={180}
      deleteName={(m) => `${m.seriesCode} ${t(`vehicles.module.${m.moduleType}`)}`}
      form={{
        addTitle: t('vehicles.moduleSetting.add'),
        editTitle: t('vehicles.moduleSetting.edit'),
        width: 520,
        values: (m) => (m ? { ...m } : { enabled: true }),
        create: (v) => ({ seriesCode: v.seriesCode, moduleType: v.moduleType, enabled: v.enabled, remark: v.remark ?? null }),
        update: (v) => ({ enabled: v.enabled, remark: v.remark ?? null }),
        fields: (record) => (
          <>
            <Form.Item name="seriesCode" label={t('vehicles.field.series')} required={!record}>
              <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="module-series" />
            </Form.Item>
            <Form.Item name="moduleType" label={t('vehicles.moduleSetting.module')} required={!record}>
              <Select options={moduleOptions} disabled={record !== null} data-testid="module-type" />
            </Form.Item>
            <Form.Item name="enabled" label={t('vehicles.moduleSetting.enabled')} valuePropName="checked">
              <Switch data-testid="module-enabled" />
            </Form.Item>
            <Form.Item name="remark" label={t('vehicles.field.remark')}>
              <Input.TextArea maxLength={REMARK_MAX_LENGTH} rows={3} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
