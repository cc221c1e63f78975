import { useState } from 'react';
import { Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { checkVin, MODEL_YEAR_MAX, MODEL_YEAR_MIN, VEHICLE_FIELD_LIMITS, vehicleFilterShape, vehiclesResource, type VehicleView } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { FilterBar, schemaRule, toPageParams, type FilterValues } from '../../../shared/admin';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, ModelSelect, SeriesSelect, useBrandOptionsQuery, useClearOnChange, useSeriesOptionsQuery, VinInput, vehicleListsChangedBy } from '../../../shared/vehicle-filters';
import { useModelConfigOptionsQuery } from '../api/vehicles-api';
import { BrandSeriesFields } from '../components/brand-series-fields';
import '../vehicles.css';
import { exportParams, VehicleFileButtons } from '../components/vehicle-files';

interface VehicleFilters extends FilterValues {
  vin?: string;
  brandCode?: string;
  seriesCode?: string;
  modelCode?: string;
  /** As typed: the filter refuses anything but a year (spec: bad input gets a clear error, never ignored). */
  modelYear?: string;
}

interface VehicleForm {
  vin: string;
  seriesCode: string;
  modelCode: string;
  modelYear: number;
  configCode?: string | null;
  engineNo?: string | null;
  motorNo?: string | null;
  exteriorColour?: string | null;
  interiorColour?: string | null;
}

/** Whether the brand of a series puts the check digit in its VINs. */
function useCheckDigitOf(seriesCode: string | undefined): boolean {
  const { data: series = [] } = useSeriesOptionsQuery(undefined);
  const { data: brands = [] } = useBrandOptionsQuery(undefined);
  const brandCode = series.find((s) => s.seriesCode === seriesCode)?.brandCode;
  return brands.find((b) => b.brandCode === brandCode)?.checkDigit === true;
}

function vinRule(checkDigit: boolean, t: (key: TextKey) => string) {
  return {
    validator: (_rule: unknown, vin: string | undefined) => {
      const problem = checkVin(vin ?? '', { checkDigit });
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}

function VehicleFormFields({ record }: { record: VehicleView | null }) {
  const { t } = useText();
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  const modelCode = Form.useWatch<string | undefined>('modelCode');
  const checkDigit = useCheckDigitOf(seriesCode);
  const { data: configs = [], isFetching } = useModelConfigOptionsQuery(modelCode ?? '', { skip: !modelCode });
  const clearModel = useClearOnChange('modelCode', 'configCode');
  const clearConfig = useClearOnChange('configCode');
  // Checked with the VIN's rule, so that an empty save marks every missing field at once.
  const required = [{ required: true, message: t('validation.required') }];
  const text = (name: keyof VehicleForm, label: TextKey, max: number) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(label)}>
        <Input maxLength={max} data-testid={`vehicle-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name="vin"
          label={t('vehicles.field.vin')}
          required={!record}
          dependencies={['seriesCode']}
          rules={record ? [] : [vinRule(checkDigit, t)]}
          extra={!record && checkDigit ? t('vehicles.vehicle.checkDigitHint') : undefined}
        >
          <VinInput lookup={false} showProblem={false} disabled={record !== null} style={{ width: '100%' }} data-testid="vehicle-vin" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="seriesCode" label={t('vehicles.field.series')} rules={required}>
          <SeriesSelect allowClear={false} style={{ width: '100%' }} onChange={clearModel} data-testid="vehicle-series" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="modelCode" label={t('vehicles.field.model')} rules={required}>
          <ModelSelect seriesCode={seriesCode} allowClear={false} style={{ width: '100%' }} disabled={!seriesCode} onChange={clearConfig} data-testid="vehicle-model" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="modelYear" label={t('vehicles.field.modelYear')} rules={required}>
          <InputNumber min={MODEL_YEAR_MIN} max={MODEL_YEAR_MAX} precision={0} style={{ width: '100%' }} data-testid="vehicle-year" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="configCode" label={t('vehicles.field.configCode')}>
          <Select
            allowClear
            loading={isFetching}
            disabled={!modelCode}
            options={configs.map((c) => ({ value: c.configCode, label: codeLabel(c.configCode, c.configName) }))}
            data-testid="vehicle-config"
          />
        </Form.Item>
      </Col>
      {text('engineNo', 'vehicles.vehicle.engineNo', VEHICLE_FIELD_LIMITS.partNumber)}
      {text('motorNo', 'vehicles.vehicle.motorNo', VEHICLE_FIELD_LIMITS.partNumber)}
      {text('exteriorColour', 'vehicles.vehicle.exteriorColour', VEHICLE_FIELD_LIMITS.colour)}
      {text('interiorColour', 'vehicles.vehicle.interiorColour', VEHICLE_FIELD_LIMITS.colour)}
    </Row>
  );
}

/** The VIN query above the list: 17 characters show the vehicle's brand and series (spec section 5). */
function VinQuery() {
  const { t } = useText();
  const [vin, setVin] = useState('');
  return (
    <Card size="small" className="tis-vehicle-vin-query" title={t('vehicles.vehicle.vinQuery')} data-testid="vin-query">
      <VinInput value={vin} onChange={setVin} style={{ width: '100%', maxWidth: 520 }} data-testid="vin-query-input" />
    </Card>
  );
}

/**
 * /vehicle: the VIN registry — VIN query, list by VIN prefix, brand, series, model and year; add /
 * edit / delete; Excel import (all rows or none, with the problem report), export of the filtered
 * list and the import template.
 */
export function VehiclePage() {
  const { t } = useText();
  // The list query's own rule: empty means any year; anything else must be a year the server takes.
  const yearFilterRule = schemaRule(vehicleFilterShape.modelYear, t);
  return (
    <ResourcePage
      resource={vehiclesResource}
      invalidates={vehicleListsChangedBy('vehicle')}
      header={<VinQuery />}
      filterBar={(search) => (
        <FilterBar<VehicleFilters> keyword={false} onSearch={search}>
          <Form.Item name="vin" label={t('vehicles.vehicle.vinPrefix')}>
            <VinInput mode="prefix" style={{ width: 220 }} data-testid="filter-vin" />
          </Form.Item>
          <BrandSeriesFields withModel />
          <Form.Item name="modelYear" label={t('vehicles.field.modelYear')} normalize={(v: string) => v.trim()} rules={[yearFilterRule]}>
            <Input inputMode="numeric" maxLength={4} style={{ width: 110 }} data-testid="filter-year" />
          </Form.Item>
        </FilterBar>
      )}
      toolbar={(query) => <VehicleFileButtons filters={exportParams(toPageParams(query))} />}
      cells={{
        vin: (v) => <span className="tis-vin-cell">{v.vin}</span>,
        brandCode: (v) => codeLabel(v.brandCode, v.brandName),
        seriesCode: (v) => codeLabel(v.seriesCode, v.seriesName),
        modelCode: (v) => codeLabel(v.modelCode, v.modelName),
      }}
      deleteName={(v) => v.vin}
      dialogWidth={720}
      dialogFields={(record) => <VehicleFormFields record={record} />}
    />
  );
}
