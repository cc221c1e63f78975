import { useMemo, type ReactNode } from 'react';
import {
  ApartmentOutlined,
  SettingOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  MedicineBoxOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { isPageAllowed, USER_TYPES, type UserType } from '@tis/contracts';
import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { buildSideMenu } from '../../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../../app/routes';
import { useAppSelector } from '../../../app/store';
import { ExcellentCases } from '../../cases/components/excellent-cases';
import { FastAppTiles } from '../../fast-apps/components/fast-app-tiles';
import { HomeBulletins } from '../../bulletins/components/home-bulletins';
import { HomepageCarousel } from '../../homepage-images/components/homepage-carousel';
import { SearchEntry } from '../../search/components/search-entry';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { moduleTitleKey, moduleUrl, visibleAdminFunctions, visibleModules, type HomeModuleId } from '../home-modules';
import './index-page.css';

const USER_TYPE_TEXT: Record<UserType, WebTextKey> = {
  oem: 'accounts.user.type.oem',
  dealer: 'accounts.user.type.dealer',
  social: 'accounts.user.type.social',
};

/** The translated user type; an unknown value as it is. */
function userTypeLabel(value: string | number, t: (key: WebTextKey) => string): string {
  return (USER_TYPES as readonly unknown[]).includes(value) ? t(USER_TYPE_TEXT[value as UserType]) : String(value);
}

/** Home module icons (spec section 2). */
const MODULE_ICONS: Readonly<Record<HomeModuleId, ReactNode>> = {
  wsm: <BookOutlined />,
  diagnose: <MedicineBoxOutlined />,
  body: <CarOutlined />,
  tool: <ToolOutlined />,
  wiring: <ApartmentOutlined />,
  labor: <ClockCircleOutlined />,
  epc: <AppstoreOutlined />,
  case: <FileSearchOutlined />,
  claim: <AuditOutlined />,
  tsb: <NotificationOutlined />,
  software: <CloudUploadOutlined />,
  battery: <ThunderboltOutlined />,
  directedPublish: <SafetyCertificateOutlined />,
  fileCentre: <FolderOpenOutlined />,
};

/**
 * /index: who is signed in, the modules and the admin functions the role rights allow. Each tile and
 * button opens its module's landing page (/Blank?module=…); a module without a page this user may
 * open is not shown (home-modules.ts).
 */
export function IndexPage() {
  const { t } = useText();
  const { user, roleRight } = useAppSelector((state) => state.session);
  const menu = useMemo(() => buildSideMenu(ROUTE_TABLE, roleRight), [roleRight]);
  const modules = visibleModules(menu);
  const adminFunctions = visibleAdminFunctions(menu, roleRight);

  return (
    <div className="tis-home" data-testid="home-page">
      <HomepageCarousel />
      <Card className="tis-home-welcome" variant="borderless">
        <Typography.Title level={3} className="tis-home-welcome-title">
          {user ? t('home.index.welcomeUser', { name: user.userName || user.userCode }) : t('home.index.welcome')}
        </Typography.Title>
        {user && (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('home.index.userCode')}>{user.userCode}</Descriptions.Item>
            {user.userType !== undefined && (
              <Descriptions.Item label={t('home.index.userType')}>
                {userTypeLabel(user.userType, t)}
              </Descriptions.Item>
            )}
            {user.userAgentCode && (
              <Descriptions.Item label={t('home.index.agentCode')}>{user.userAgentCode}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>

      <div className="tis-home-section-head">
        <Typography.Title level={4} className="tis-home-section">
          {t('home.index.modules')}
        </Typography.Title>
        <SearchEntry />
      </div>
      {modules.length === 0 ? (
        <Card variant="borderless">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.index.noModules')} data-testid="no-modules" />
        </Card>
      ) : (
        <Row gutter={[16, 16]} data-testid="home-modules">
          {modules.map((id) => (
            <Col key={id} xs={12} sm={8} md={6} lg={4}>
              <Link to={moduleUrl(id)} className="tis-home-module" data-testid={`home-module-${id}`}>
                <span className="tis-home-module-icon" aria-hidden="true">
                  {MODULE_ICONS[id]}
                </span>
                <span className="tis-home-module-name">{t(moduleTitleKey(id))}</span>
              </Link>
            </Col>
          ))}
        </Row>
      )}

      <HomeBulletins />

      <FastAppTiles />

      {isPageAllowed(roleRight, 'CaseDetail') && <ExcellentCases />}

      <Typography.Title level={4} className="tis-home-section">
        {t('home.index.adminFunctions')}
      </Typography.Title>
      <Card variant="borderless">
        {adminFunctions.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.index.noAdminFunctions')} />
        ) : (
          <ul className="tis-home-admin" data-testid="admin-functions">
            {adminFunctions.map((key) => (
              <li key={key}>
                <Link to={moduleUrl(key)} className="tis-home-admin-item" data-testid={`admin-function-${key}`}>
                  <SettingOutlined aria-hidden="true" /> {t(moduleTitleKey(key))}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
