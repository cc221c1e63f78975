import { Select, Tag, type SelectProps } from 'antd';
import { useText } from '../../../i18n/use-text';

/** A yes / no filter: the query value 'true' or 'false'. */
export type YesNo = 'true' | 'false';

/** A yes / no filter (sent as true / false). */
export function YesNoSelect(props: Omit<SelectProps<YesNo>, 'options'> & { 'data-testid'?: string }) {
  const { t } = useText();
  return (
    <Select<YesNo>
      allowClear
      placeholder={t('vehicles.filter.all')}
      style={{ width: 110 }}
      {...props}
      options={[
        { value: 'true', label: t('vehicles.common.yes') },
        { value: 'false', label: t('vehicles.common.no') },
      ]}
    />
  );
}

/** A flag of a row as a tag. */
export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useText();
  return <Tag color={value ? 'green' : 'default'}>{t(value ? 'vehicles.common.yes' : 'vehicles.common.no')}</Tag>;
}
