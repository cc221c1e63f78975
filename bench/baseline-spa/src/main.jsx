/** One antd table page: a title, a filter bar and a paged table of 20 rows. */
import { Button, ConfigProvider, Input, Layout, Space, Table, Tag, Typography } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 20 }, (_, i) => ({
  key: i,
  code: `D${10001 + i}`,
  name: `Dealer ${i + 1}`,
  country: i % 4 === 0 ? 'Germany' : 'China',
  status: i % 7 === 0 ? 'inactive' : 'active',
}));

const columns = [
  { title: 'Code', dataIndex: 'code' },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Country', dataIndex: 'country' },
  { title: 'Status', dataIndex: 'status', render: (s) => <Tag color={s === 'active' ? 'green' : 'default'}>{s}</Tag> },
];

function TablePage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={3}>Dealers</Typography.Title>
        <Space style={{ marginBottom: 16 }}>
          <Input placeholder="Code or name" allowClear />
          <Button type="primary">Search</Button>
        </Space>
        <Table columns={columns} dataSource={rows} pagination={{ total: 3000, pageSize: 20, showSizeChanger: true }} />
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ConfigProvider>
      <TablePage />
    </ConfigProvider>
  </StrictMode>,
);
