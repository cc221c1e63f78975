import { Form, Select } from 'antd';
import { useText } from '../../../i18n/use-text';
import { useOperationNames } from './operation-names';
import '../logs.css';

/** The module filter of the operation screens: a choice of the modules that write operation records. */
export function ModuleFilterItem() {
  const { t } = useText();
  const { moduleOptions } = useOperationNames();
  return (
    <Form.Item name="module" label={t('logs.field.module')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('logs.filter.modulePlaceholder')}
        className="tis-logs-select"
        options={moduleOptions}
        data-testid="filter-module"
      />
    </Form.Item>
  );
}
