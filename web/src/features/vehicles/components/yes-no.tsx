import { Tag } from 'antd';
import { useText } from '../../../i18n/use-text';

/** A flag of a row as a tag. */
export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useText();
  return <Tag color={value ? 'green' : 'default'}>{t(value ? 'vehicles.common.yes' : 'vehicles.common.no')}</Tag>;
}
