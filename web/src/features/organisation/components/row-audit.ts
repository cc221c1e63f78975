import dayjs from 'dayjs';
import type { TableColumnsType } from 'antd';

/** "Updated by / at" columns every organisation table ends with. */
export function auditColumns<T extends { updatedBy: string | null; updatedAt: string }>(t: (key: 'organisation.common.updatedBy' | 'organisation.common.updatedAt') => string): TableColumnsType<T> {
  return [
    { title: t('organisation.common.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy', width: 120 },
    { title: t('organisation.common.updatedAt'), key: 'updatedAt', width: 170, render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm:ss') },
  ];
}
