import { Col, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { ENABLED_STATE, MODEL_VISIBILITY, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH, type ModelView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { codeLabel, KindSelect, ModelFilter, SeriesSelect, ValueField, ValueSelect, ValueTag, type ModelFilterValues } from '../../../shared/vehicle-filters';
import { CrudPage } from '../components/crud-page';
import { PublishButton, StateSwitchButton, VisibilityMenu } from '../components/row-actions';
import type { VehiclePageVariant } from '../components/variant';

interface ModelListFilters extends ModelFilterValues {
  visible?: number;
  state?: number;
}

interface ModelForm {
  seriesCode: string;
  modelCode: string;
  modelName: string;
  kindCode?: string | null;
  visible: number;
  state: number;
}

function ModelFormFields({ record }: { record: ModelView | null }) {
  const { t } = useText();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="seriesCode" label={t('vehicles.field.series')} required={!record}>
          <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="model-series" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="modelCode" label={t('vehicles.field.modelCode')} required={!record}>
          <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="model-code" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="modelName" label={t('vehicles.field.modelName')} required>
          <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="model-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="kindCode" label={t('vehicles.model.kind')}>
          <KindSelect style={{ width: '100%' }} data-testid="model-kind" />
        </Form.Item>
      </Col>
      {!record && (
        <>
          <Col xs={24} md={12}>
            <Form.Item name="visible" label={t('vehicles.model.visibility')} required>
              <ValueSelect set="visibility" allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="state" label={t('vehicles.field.state')} required>
              <ValueSelect set="state" allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}

/**
 * /vehicleModel and /EpcModel share the models: the Model filter, add / edit / delete, publish and
 * cancel publish, visibility (invisible, visible, pending); the EPC variant enables and disables
 * models (state 0/1) and filters by state.
 */
export function ModelPage({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  const epc = variant === 'epc';
  return (
    <CrudPage<'model', ModelForm, ModelListFilters>
      resource="model"
      title={t(epc ? 'vehicles.model.epcPageTitle' : 'vehicles.model.pageTitle')}
      testId="model"
      filters={(search) => (
        <ModelFilter onSearch={search}>
          <ValueField name="visible" label={t('vehicles.model.visibility')} set="visibility" testId="filter-visibility" />
          {epc && <ValueField name="state" label={t('vehicles.field.state')} set="state" testId="filter-state" />}
        </ModelFilter>
      )}
      columns={[
        { title: t('vehicles.field.modelCode'), dataIndex: 'modelCode', key: 'modelCode', width: 130 },
        { title: t('vehicles.field.modelName'), dataIndex: 'modelName', key: 'modelName', width: 170 },
        // The states first: they stay in view next to the actions on a 1366 px screen.
        { title: t('vehicles.field.pubState'), key: 'pubState', width: 100, render: (_, m) => <ValueTag set="publish" value={m.pubState} /> },
        { title: t('vehicles.model.visibility'), key: 'visible', width: 90, render: (_, m) => <ValueTag set="visibility" value={m.visible} /> },
        { title: t('vehicles.field.state'), key: 'state', width: 80, render: (_, m) => <ValueTag set="state" value={m.state} /> },
        { title: t('vehicles.field.brand'), key: 'brand', width: 150, render: (_, m) => codeLabel(m.brandCode, m.brandName) },
        { title: t('vehicles.field.series'), key: 'series', width: 160, render: (_, m) => codeLabel(m.seriesCode, m.seriesName) },
        { title: t('vehicles.model.kind'), dataIndex: 'kindCode', key: 'kindCode', width: 130 },
        { title: t('vehicles.model.createdAt'), key: 'createdAt', width: 150, render: (_, m) => dayjs(m.createdAt).format('YYYY-MM-DD HH:mm') },
      ]}
      actionsWidth={epc ? 440 : 370}
      rowActions={(m) => (
        <>
          <PublishButton model={m} />
          <VisibilityMenu model={m} />
          {epc && <StateSwitchButton resource="model" row={m} name={`${m.modelCode} ${m.modelName}`} />}
        </>
      )}
      deleteName={(m) => `${m.modelCode} ${m.modelName}`}
      form={{
        addTitle: t('vehicles.model.add'),
        editTitle: t('vehicles.model.edit'),
        width: 680,
        values: (m) => (m ? { ...m } : { visible: MODEL_VISIBILITY.pending, state: ENABLED_STATE.enabled }),
        create: (v) => ({ seriesCode: v.seriesCode, modelCode: v.modelCode, modelName: v.modelName, kindCode: v.kindCode ?? null, visible: v.visible, state: v.state }),
        update: (v) => ({ modelName: v.modelName, kindCode: v.kindCode ?? null }),
        fields: (record) => <ModelFormFields record={record} />,
      }}
    />
  );
}

/** /vehicleModel. */
export function VehicleModelPage() {
  return <ModelPage variant="vehicle" />;
}

/** /EpcModel. */
export function EpcModelPage() {
  return <ModelPage variant="epc" />;
}
