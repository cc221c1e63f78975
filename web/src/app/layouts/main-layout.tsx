import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, Space, Typography } from 'antd';
import { Link, Outlet, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useText } from '../../i18n/use-text';
import { currentDeployment } from '../runtime-config';
import { endSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { useRouteHandle } from '../root-route';
import './main-layout.css';

/** The shared base layout of every signed-in page (spec section 2): header, content, footer. */
export function MainLayout() {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const { sideTree } = useRouteHandle();
  const title = t(currentDeployment().premium ? 'app.title.premium' : 'app.title.web');

  return (
    <Layout className="tis-main">
      <Layout.Header className="tis-main-header">
        <Link to="/index" className="tis-main-brand" aria-label={t('app.header.home')}>
          <span className="tis-main-logo">TIS</span>
          <span className="tis-main-title">{title}</span>
        </Link>
        <Space size="middle" className="tis-main-tools">
          <Link to="/index" className="tis-main-home">
            <HomeOutlined /> {t('app.header.home')}
          </Link>
          <LanguageSwitcher variant="light" />
          {user && (
            <Space size={8} className="tis-main-user" data-testid="current-user">
              <Avatar size="small" icon={<UserOutlined />} />
              <Typography.Text className="tis-main-user-name">
                {t('app.header.greeting', { name: user.userName || user.userCode })}
              </Typography.Text>
            </Space>
          )}
          <Button
            type="text"
            className="tis-main-logout"
            icon={<LogoutOutlined />}
            data-testid="logout"
            onClick={() => endSession(dispatch, navigate)}
          >
            {t('app.header.logout')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className={sideTree ? 'tis-main-content tis-main-content-tree' : 'tis-main-content'}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="tis-main-footer">
        {t('auth.login.copyright', { year: new Date().getFullYear() })}
      </Layout.Footer>
    </Layout>
  );
}
