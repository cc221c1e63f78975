import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  CreditCardOutlined,
  EllipsisOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SoundOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { isPageAllowed, type PageGroup } from '@tis/contracts';
import { App as AntdApp, Avatar, Button, Drawer, Grid, Layout, Menu, Space, Typography, type MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogoutMutation, useUserInfoQuery } from '../../features/auth/api/auth-api';
import { sessionUserOf } from '../../features/auth/login-result';
import { FeedbackButton } from '../../features/feedback/components/my-feedback';
import { MessageBell } from '../../features/messages/components/message-bell';
import { SearchEntry } from '../../features/search/components/search-entry';
import { BulletinBell } from '../../features/bulletins/components/bulletin-bell';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useText } from '../../i18n/use-text';
import { normalizePath } from '../guard';
import { currentDeployment } from '../runtime-config';
import { refreshSession, endSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { useRouteHandle } from '../root-route';
import { ROUTE_TABLE } from '../routes';
import { buildSideMenu, groupOfPath } from './side-menu';
import './main-layout.css';

const GROUP_ICONS: Record<PageGroup, ReactNode> = {
  home: <HomeOutlined />,
  secretCards: <CreditCardOutlined />,
  claims: <AuditOutlined />,
  baseInfo: <TeamOutlined />,
  logs: <FileTextOutlined />,
  epc: <AppstoreOutlined />,
  tsb: <NotificationOutlined />,
  labor: <ClockCircleOutlined />,
  cases: <FileSearchOutlined />,
  manuals: <BookOutlined />,
  software: <CloudUploadOutlined />,
  notices: <SoundOutlined />,
  vehicles: <CarOutlined />,
  personal: <UserOutlined />,
  partQa: <QuestionCircleOutlined />,
  techQa: <MessageOutlined />,
  outerQa: <CommentOutlined />,
  productChange: <SwapOutlined />,
  diagnosis: <MedicineBoxOutlined />,
  other: <EllipsisOutlined />,
};

const SESSION_REFRESH_MS = 5 * 60_000;

/**
 * Keeps the session's user and rights as the server has them (`GET /userInfo` when the main
 * layout opens, when the window gets the focus again and every 5 minutes): a role edited
 * meanwhile shows in the menu, and a session ended elsewhere (logout, freeze, password change)
 * answers 401, which ends it here too.
 */
function useSessionRefresh(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const { data } = useUserInfoQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: SESSION_REFRESH_MS });
  useEffect(() => {
    if (data) refreshSession(dispatch, { user: sessionUserOf(data.userInfo), roleRight: data.roleRight });
  }, [data, dispatch]);
}

/** Pages with a search box of their own (the header leaves out its box there). */
const PAGES_WITH_SEARCH = new Set(['/index', '/SearchPage', '/AccurateSearchPage']);

/** The side menu: the page groups with the pages the roleRight allows (spec sections 2 and 6). */
function SideMenu() {
  const { t } = useText();
  const location = useLocation();
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const menu = useMemo(() => buildSideMenu(ROUTE_TABLE, roleRight), [roleRight]);
  const path = normalizePath(location.pathname);
  const current = groupOfPath(menu, path);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (current ? [current] : []));
  const [shownGroup, setShownGroup] = useState(current);

  // Navigating into another group (a link elsewhere on a page) opens that group too.
  if (current !== shownGroup) {
    setShownGroup(current);
    if (current && !openKeys.includes(current)) setOpenKeys([...openKeys, current]);
  }

  const items: MenuProps['items'] = menu.map((group) => ({
    key: group.group,
    icon: GROUP_ICONS[group.group],
    label: <span data-testid={`menu-group-${group.group}`}>{t(group.labelKey)}</span>,
    children: group.pages.map((page) => ({
      key: page.path,
      label: (
        <Link to={page.path} data-testid={`menu-item-${page.path.slice(1)}`}>
          {t(page.titleKey)}
        </Link>
      ),
    })),
  }));

  return (
    <Menu
      mode="inline"
      className="tis-main-menu"
      aria-label={t('app.menu.label')}
      data-testid="side-menu"
      items={items}
      selectedKeys={[path]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
    />
  );
}

/** The signed-in user's avatar and greeting. */
function CurrentUser({ name }: { name: string }) {
  const { t } = useText();
  return (
    <Space size={8} className="tis-main-user" data-testid="current-user">
      <Avatar size="small" icon={<UserOutlined />} />
      <Typography.Text className="tis-main-user-name" ellipsis>
        {t('app.header.greeting', { name })}
      </Typography.Text>
    </Space>
  );
}

/**
 * The shared base layout of every signed-in page (spec section 2): a header with the brand, the
 * unread-message bell, the user's name, the language switcher and logout; the side menu from the
 * session's roleRight; the page; a footer. Below antd's `md` breakpoint (768 px: phones) the header
 * keeps the menu button, the brand and the bell; the menu, the user, the language and logout are in
 * a drawer.
 */
export function MainLayout() {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const { sideTree } = useRouteHandle();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [collapsed, setCollapsed] = useState(false);
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  const title = t(currentDeployment().premium ? 'app.title.premium' : 'app.title.web');
  useSessionRefresh();

  // Opening a page (from the drawer's menu or a link) closes the drawer.
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }

  /** The server ends the session first; the local session goes whatever it answered. */
  const signOut = async () => {
    await logout(undefined);
    endSession(dispatch, navigate);
  };

  // The header's search box, on windows of 1200 px and more (antd's xl: it fits beside the tools) for
  // whoever may search, but not beside a page's own box.
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const headerSearch = screens.xl === true && isPageAllowed(roleRight, 'SearchPage') && !PAGES_WITH_SEARCH.has(normalizePath(location.pathname));

  const userName = user ? user.userName || user.userCode : null;
  const logoutButton = (
    <Button
      type="text"
      className="tis-main-logout"
      icon={<LogoutOutlined />}
      loading={loggingOut}
      data-testid="logout"
      onClick={() => void signOut()}
    >
      {t('app.header.logout')}
    </Button>
  );

  return (
    // App gives the signed-in pages `App.useApp()` (modal, message, notification).
    <AntdApp component={false}>
    <Layout className={narrow ? 'tis-main tis-main-narrow' : 'tis-main'}>
      <Layout.Header className="tis-main-header">
        {narrow && (
          <Button
            type="text"
            className="tis-main-menu-button"
            icon={<MenuOutlined />}
            aria-label={t('app.menu.open')}
            aria-expanded={drawerOpen}
            data-testid="menu-toggle"
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Link to="/index" className="tis-main-brand" aria-label={t('app.header.home')}>
          <span className="tis-main-logo">TIS</span>
          <span className="tis-main-title">{title}</span>
        </Link>
        <Space size="middle" className="tis-main-tools">
          {headerSearch && <SearchEntry place="header" />}
          {!narrow && (
            <Link to="/index" className="tis-main-home">
              <HomeOutlined aria-hidden="true" /> {t('app.header.home')}
            </Link>
          )}
          <BulletinBell />
          <MessageBell />
          <FeedbackButton />
          {!narrow && <LanguageSwitcher variant="light" />}
          {!narrow && userName !== null && <CurrentUser name={userName} />}
          {!narrow && logoutButton}
        </Space>
      </Layout.Header>
      <Layout className="tis-main-body">
        {narrow ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size="min(300px, 85vw)"
            className="tis-main-drawer"
            title={userName !== null ? <CurrentUser name={userName} /> : title}
            footer={
              <div className="tis-main-drawer-footer">
                <LanguageSwitcher />
                {logoutButton}
              </div>
            }
            data-testid="menu-drawer"
          >
            <SideMenu />
          </Drawer>
        ) : (
          <Layout.Sider
            className="tis-main-sider"
            theme="light"
            width={232}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            breakpoint="lg"
          >
            <SideMenu />
          </Layout.Sider>
        )}
        <Layout className="tis-main-page">
          <Layout.Content className={sideTree ? 'tis-main-content tis-main-content-tree' : 'tis-main-content'}>
            {/* A page leaves as soon as the session ends (before the way to the login page): its
                queries would otherwise run again without a token when the caches are reset, and
                their 401 would say "login timed out" after a plain logout. */}
            {signedIn ? <Outlet /> : null}
          </Layout.Content>
          <Layout.Footer className="tis-main-footer">
            {t('auth.login.copyright', { year: new Date().getFullYear() })}
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
    </AntdApp>
  );
}
