import { Form, Input } from 'antd';
import { VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { CrudPage } from '../components/crud-page';

interface CarTypeForm {
  cartypeCode: string;
  cartypeName: string;
}

/** /TisosCartype: the car types series name (spec section 3: cartypeCode, cartypeName). */
export function CarTypePage() {
  const { t } = useText();
  return (
    <CrudPage<'carType', CarTypeForm, FilterValues>
      resource="carType"
      title={t('vehicles.carType.pageTitle')}
      testId="car-type"
      filters={(search) => <FilterBar keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search} />}
      columns={[
        { title: t('vehicles.carType.code'), dataIndex: 'cartypeCode', key: 'cartypeCode', width: 180 },
        { title: t('vehicles.carType.name'), dataIndex: 'cartypeName', key: 'cartypeName', width: 240 },
      ]}
      actionsWidth={180}
      deleteName={(c) => `${c.cartypeCode} ${c.cartypeName}`}
      form={{
        addTitle: t('vehicles.carType.add'),
        editTitle: t('vehicles.carType.edit'),
        width: 480,
        values: (c) => (c ? { ...c } : {}),
        create: (v) => ({ cartypeCode: v.cartypeCode, cartypeName: v.cartypeName }),
        update: (v) => ({ cartypeName: v.cartypeName }),
        fields: (record) => (
          <>
            <Form.Item name="cartypeCode" label={t('vehicles.carType.code')} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="car-type-code" />
            </Form.Item>
            <Form.Item name="cartypeName" label={t('vehicles.carType.name')} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="car-type-name" />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
