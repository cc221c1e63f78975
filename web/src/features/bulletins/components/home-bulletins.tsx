import { NotificationOutlined } from '@ant-design/icons';
import { Card, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { useBulletinNewsQuery } from '../api/bulletins-api';
import { bulletinUrl, useReadsBulletins } from '../hooks';
import { NewTag } from './bulletin-tags';
import '../bulletins.css';

/**
 * The home page's notices: the newest published notices meant for the user, the ones they have not
 * opened marked new, and a link to all of them. Nothing is shown while there are none.
 */
export function HomeBulletins() {
  const { t } = useText();
  const allowed = useReadsBulletins();
  const { data } = useBulletinNewsQuery({ unreadOnly: false }, { skip: !allowed });
  // Nothing while loading, when the answer holds no list, or when there are no notices yet.
  if (!allowed || !Array.isArray(data?.list) || data.list.length === 0) return null;
  return (
    <Card
      variant="borderless"
      className="tis-home-bulletins"
      title={
        <span>
          <NotificationOutlined aria-hidden="true" /> {t('bulletins.news.title')}
        </span>
      }
      extra={
        <Link to="/BulletinList" data-testid="home-bulletins-all">
          {t('bulletins.news.all')}
        </Link>
      }
      data-testid="home-bulletins"
    >
      <List
        size="small"
        dataSource={data.list}
        renderItem={(row) => (
          <List.Item key={row.id}>
            <Space size={4} wrap>
              <Link to={bulletinUrl(row.id)} className={row.read ? undefined : 'tis-bulletin-unread'} data-testid="home-bulletin-link">
                {row.title}
              </Link>
              <NewTag row={row} />
            </Space>
            <Typography.Text type="secondary">{formatTime(row.publishTime).slice(0, 10)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
