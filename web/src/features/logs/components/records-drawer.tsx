import { Drawer } from 'antd';
import type { OperationLogView } from '@tis/contracts';
import type { FilterValues } from '../../../shared/admin';
import { OperationRecords } from './operation-records';

export interface RecordsDrawerProps {
  /** What is drilled into (null: closed); `key` tells two drill-downs apart. */
  target: { key: string; title: string; filters: FilterValues } | null;
  hide?: readonly (keyof OperationLogView)[];
  onClose: () => void;
}

/** The operation records behind a summary row, in a side drawer. */
export function RecordsDrawer({ target, hide, onClose }: RecordsDrawerProps) {
  return (
    <Drawer open={target !== null} title={target?.title} size="large" onClose={onClose} destroyOnHidden data-testid="records-drawer">
      {target && <OperationRecords key={target.key} filters={target.filters} {...(hide ? { hide } : {})} />}
    </Drawer>
  );
}
